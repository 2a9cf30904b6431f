//! The browser game: Yew components that draw the state worked out in [`crate::view`].
//!
//! The app owns no game logic. [`App`] keeps a [`TableState`] in a Yew reducer, hands
//! plain data and callbacks to the components in [`components`], and leaves browser side
//! effects (the URL, random numbers) to the hooks in [`hooks`].

pub mod components;
pub mod hooks;

use crate::rules::{Family, Tile, Variant};
use crate::view::state::{Action, TableState};
use components::{Board, Hand};
use std::rc::Rc;
use yew::prelude::*;

/// Lets Yew's `use_reducer` drive the pure [`TableState::reduce`].
impl Reducible for TableState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        Rc::new(TableState::reduce(&self, action))
    }
}

/// The whole page: works out the game and the seed, then shows the table.
#[function_component(App)]
pub fn app() -> Html {
    let start = hooks::use_deal_seed();
    match Variant::standard(Family::Jamaican) {
        Ok(variant) => html! {
            <Table {variant} seed={start.seed} notice={start.notice.clone()} />
        },
        Err(err) => html! {
            <main class="page">
                <h1>{ "Dominoes" }</h1>
                <p class="notice" role="alert">{ format!("This game cannot start: {err}") }</p>
            </main>
        },
    }
}

/// Properties of [`Table`]: the game and the deal it starts from.
#[derive(Properties, PartialEq)]
pub struct TableProps {
    /// The family, player count, set and house rules.
    pub variant: Variant,
    /// The seed of the first deal.
    pub seed: u64,
    /// A notice shown above the table (why a link's seed was not used).
    pub notice: Option<String>,
}

/// The table: heading, board, status line and South's hand, around one reducer.
#[function_component(Table)]
pub fn table(props: &TableProps) -> Html {
    let state = {
        let (variant, seed, notice) = (props.variant.clone(), props.seed, props.notice.clone());
        use_reducer(move || TableState::new(variant, seed, notice))
    };
    let on_play = {
        let state = state.clone();
        Callback::from(move |tile: Tile| state.dispatch(Action::Play(tile)))
    };
    let on_new_deal = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::NewDeal(hooks::random_seed())))
    };
    let seed = state.seed();
    let hand = state.hand();
    let your_turn = hand.iter().any(|h| h.playable);
    let players = state.game().variant().players();

    html! {
        <div class="page">
            <header class="top">
                <p class="brand">{ "Dominoes" }</p>
                <h1>{ state.title() }</h1>
                <p class="deal">
                    <span>{ format!("Deal {seed}") }</span>
                    <a href={format!("?seed={seed}")}>{ "Link to this deal" }</a>
                    <button type="button" class="new-deal" onclick={on_new_deal}>{ "New deal" }</button>
                </p>
            </header>
            if let Some(notice) = state.notice() {
                <p class="notice">{ notice }</p>
            }
            <main class="felt">
                <Board others={state.others()} pose={state.pose()} {players} />
                <p class="status" role="status" aria-live="polite">{ state.status() }</p>
                <Hand tiles={hand} {your_turn} {on_play} />
            </main>
        </div>
    }
}

/// Mounts the app on the page's `<body>`.
pub fn start() {
    yew::Renderer::<App>::new().render();
}
