//! The game screen: the seats, the SVG table, the live region, your choices and your
//! hand; beside them the score sheet, the move log and the rule card; over them, at the
//! end of a hand, its summary.

use super::actions::Actions;
use super::hand::Hand;
use super::hand_end::HandEndDialog;
use super::move_log::MoveLog;
use super::rule_card::RuleCardView;
use super::score_sheet::ScoreSheetView;
use super::seats::{Seats, YourSeat};
use super::share::SharePanel;
use super::table::Table;
use crate::app::hooks::{listen_for_shortcuts, play_sounds};
use crate::app::hooks::{share_url, use_board_size, use_focus_first, use_focus_when_idle};
use crate::view::panels::{Relation, Screen};
use crate::view::settings::Pace;
use crate::view::state::TableAction;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Properties of [`Game`].
#[derive(Properties, PartialEq)]
pub struct GameProps {
    /// Everything the screen shows.
    pub screen: Screen,
    /// How fast the computer plays.
    pub pace: Pace,
    /// Called with what you do at the table.
    pub on_action: Callback<TableAction>,
    /// Called when you change the computer's speed.
    pub on_pace: Callback<Pace>,
    /// Called when you go back to the picker.
    pub on_quit: Callback<()>,
}

/// The game screen.
#[function_component(Game)]
pub fn game(props: &GameProps) -> Html {
    let s = &props.screen;
    let root = use_node_ref();
    let felt = use_node_ref();
    let (width, room) = use_board_size(&felt);
    let c = &s.controls;
    use_focus_when_idle(&root, (s.step.clone(), c.your_turn));
    let choosing = (!c.ends.is_empty() || !c.opens.is_empty()).then(|| s.step.clone());
    use_focus_first(&root, choosing, ".choices button");
    listen_for_shortcuts();
    play_sounds(s);

    let on_action = props.on_action.clone();
    let onkeydown = {
        let on_action = on_action.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                on_action.emit(TableAction::Cancel);
            }
        })
    };
    let on_tile = on_action.reform(TableAction::Tile);
    let on_pace = props.on_pace.reform(|e: Event| {
        let id = e.target_unchecked_into::<HtmlSelectElement>().value();
        Pace::from_id(&id).unwrap_or(Pace::Normal)
    });
    let players = s.seats.len() as u8;
    let you = s
        .seats
        .iter()
        .find(|x| x.relation == Relation::You)
        .cloned();
    let others: Vec<_> = s
        .seats
        .iter()
        .filter(|x| x.relation != Relation::You)
        .cloned()
        .collect();
    let dialog_open = s.hand_end.is_some() && !s.looking;
    use_focus_first(&root, s.looking.then_some(s.hand_no), ".look-bar button");
    let sharing = use_state(|| false);
    let on_share = {
        let sharing = sharing.clone();
        Callback::from(move |_: MouseEvent| sharing.set(!*sharing))
    };
    let t = &s.table;

    html! {
        <div class="game" data-step={s.step.clone()} ref={root} {onkeydown}>
            if s.looking {
                <div class="look-bar" role="region" aria-label="How the hand ended">
                    <p>{ format!("Hand {} is over: this is how the table ended.", s.hand_no) }</p>
                    <button type="button" class="primary"
                        onclick={on_action.reform(|_: MouseEvent| TableAction::BackToResult)}>{ "Back to the result" }</button>
                </div>
            }
            <div class="game-main" inert={dialog_open}>
                <div class="game-bar">
                    <p class="hand-no">{ format!("Hand {}", s.hand_no) }</p>
                    { super::sound_button() }
                    <p class="pace">
                        <label for="game-pace">{ "Computer speed" }</label>
                        <select id="game-pace" onchange={on_pace}>
                            { for Pace::ALL.iter().map(|p| html! {
                                <option value={p.id()} selected={*p == props.pace}>{ p.name() }</option>
                            }) }
                        </select>
                    </p>
                    <button type="button" class="secondary" aria-expanded={sharing.to_string()}
                        onclick={on_share}>{ "Share this deal" }</button>
                    <button type="button" class="secondary"
                        onclick={props.on_quit.reform(|_: MouseEvent| ())}>{ "Change game" }</button>
                </div>
                if *sharing {
                    <SharePanel url={share_url(&s.share)} seed={s.seed} />
                }
                <div class="layout">
                    <section class="table-zone" aria-label="Table">
                        <Seats seats={others} {players} boneyard={s.boneyard} />
                        <div class="felt" ref={felt}>
                            <Table view={t.clone()} width={(width - 8.0).max(240.0)}
                                max_height={room} on_action={on_action.clone()} />
                        </div>
                        <div class="table-foot">
                            <div class="status" role="status" aria-live="polite">
                                { for s.said.iter().zip(&s.said_shown).map(|(line, &shown)| {
                                    html! {
                                        <p class={classes!((!shown).then_some("earlier"))}>{ line.clone() }</p>
                                    }
                                }) }
                            </div>
                            <p class={classes!("prompt", c.your_turn.then_some("your-turn"))}>{ c.prompt.clone() }</p>
                        </div>
                        <Actions controls={c.clone()} on_action={on_action.clone()} />
                        if let Some(seat) = you {
                            <YourSeat {seat} />
                        }
                        <Hand tiles={s.hand.clone()} your_turn={c.your_turn} {on_tile} />
                    </section>
                    <aside class="side">
                        <ScoreSheetView sheet={s.sheet.clone()} />
                        <MoveLog hand={s.hand_no} lines={s.log.clone()} />
                        <details class="panel rules-panel">
                            <summary>{ format!("Rules of {}", s.family.name()) }</summary>
                            <RuleCardView family={s.family} heading={false} />
                        </details>
                    </aside>
                </div>
            </div>
            if let Some(end) = s.hand_end.clone().filter(|_| !s.looking) {
                <HandEndDialog {end}
                    on_see_table={on_action.reform(|_| TableAction::SeeTable)}
                    on_next={on_action.reform(|_| TableAction::NextHand)}
                    on_new_match={props.on_action.reform(|_| TableAction::NewMatch(crate::app::hooks::random_seed()))}
                    on_change_game={props.on_quit.clone()} />
            }
        </div>
    }
}
