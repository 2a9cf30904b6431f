//! The replay of a hand, in the game screen's own frame and pieces (the seats with every
//! hand face up, the SVG table, your hand): Start, Back, Forward, End and Play to step
//! through it, a hand to choose, the match saved as a record, and for a record opened
//! from a file, Play on (asking first, in an alert dialog, where it would replace a match
//! in progress). Also the "Open a record" file picker and the "Save record" link.

use super::hand::Hand;
use super::seats::{Seats, YourSeat};
use super::table::Table;
use crate::app::hooks::{use_board_size, use_focus_first};
use crate::view::pips::Faces;
use crate::view::replay::{too_large, ReplayScreen, ReplayStep};
use gloo::timers::callback::Timeout;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Properties of [`ReplayView`].
#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    /// What it shows.
    pub view: ReplayScreen,
    /// Milliseconds between moves when they play by themselves.
    pub millis: u32,
    /// Called with each control used.
    pub on_step: Callback<ReplayStep>,
    /// How halves of 7 and more are drawn ("Pips for 7 and more").
    #[prop_or_default]
    pub faces: Faces,
}

/// The replay screen.
#[function_component(ReplayView)]
pub fn replay_view(props: &ReplayProps) -> Html {
    let v = &props.view;
    let s = &v.screen;
    let [hand, hands, step, moves] = v.at;
    let root = use_node_ref();
    let felt = use_node_ref();
    let (width, height) = use_board_size(&felt);
    // Into the question when it is asked (on Cancel, the safe answer), back to the bar after.
    let ask = ".replay-ask .secondary";
    use_focus_first(
        &root,
        Some(v.asking),
        if v.asking { ask } else { ".replay-bar button" },
    );
    {
        let on_step = props.on_step.clone();
        let millis = props.millis;
        use_effect_with((v.auto, hand, step), move |&(auto, ..)| {
            let timer = auto.then(|| Timeout::new(millis, move || on_step.emit(ReplayStep::Tick)));
            move || drop(timer)
        });
    }
    let go = |step: ReplayStep| props.on_step.reform(move |_: MouseEvent| step.clone());
    let onkeydown = {
        let on_step = props.on_step.clone();
        let asking = v.asking;
        Callback::from(move |e: KeyboardEvent| {
            // The arrows step, except in the hand's list, where they choose.
            let select = e.target_unchecked_into::<web_sys::Element>().tag_name() == "SELECT";
            match e.key().as_str() {
                // Escape answers the question first, keeping the match. Handled here:
                // the table's shortcuts must not take it too once the replay is gone.
                "Escape" => {
                    e.prevent_default();
                    on_step.emit(if asking {
                        ReplayStep::Keep
                    } else {
                        ReplayStep::Close
                    })
                }
                "ArrowLeft" if !select => on_step.emit(ReplayStep::Back),
                "ArrowRight" if !select => on_step.emit(ReplayStep::Forward),
                _ => {}
            }
        })
    };
    let on_hand = props.on_step.reform(|e: Event| {
        let n = e.target_unchecked_into::<HtmlSelectElement>().value();
        ReplayStep::Hand(n.parse().unwrap_or(1))
    });
    let players = s.seats.len() as u8;
    let (you, others) = s.you_and_others();
    let button = |name: &'static str, to: ReplayStep, off: bool| {
        html! {
            <button type="button" class="secondary" aria-disabled={off.to_string()}
                onclick={go(to)}>{ name }</button>
        }
    };
    html! {
        <div class="game replay" ref={root} {onkeydown}>
            <div class="game-main">
                <div class="game-bar">
                    <h1 class="game-title">{ format!("Replay: {}", s.family.name()) }</h1>
                    <p class="hand-no">{ format!("Hand {hand}, move {step}/{moves}") }</p>
                    <button type="button" class="secondary replay-close" onclick={go(ReplayStep::Close)}>{ "Close" }</button>
                </div>
                <div class="layout">
                    <section class={classes!("table-zone", format!("players-{players}"))} aria-label="Table">
                        <Seats seats={others} {players} boneyard={s.boneyard} revealed={Some(v.hands.clone())} faces={props.faces} />
                        <div class="felt" ref={felt}>
                            <Table view={s.table.clone()} width={width.max(120.0)}
                                max_height={height.max(80.0)} on_action={Callback::noop()} faces={props.faces} />
                        </div>
                        <div class="table-foot">
                            <div class="status" id="replay-said" role="status" aria-live="polite">
                                // Sideways, a long line (the review's words) takes the table's smaller type.
                                <p class={classes!((v.said.len() > super::WORDY).then_some("wordy"))}>{ v.said.clone() }</p>
                            </div>
                            // Described by the line, so that the focus coming to the controls reads it (a
                            // live region says nothing of what it holds when it appears: "See it").
                            <div class="replay-bar" role="group" aria-label="Replay" aria-describedby="replay-said">
                                { button("Rewind", ReplayStep::Start, step == 0) }
                                { button("Back", ReplayStep::Back, step == 0) }
                                { button("Forward", ReplayStep::Forward, step == moves) }
                                { button("End", ReplayStep::End, step == moves) }
                                { button(if v.auto { "Pause" } else { "Play" }, ReplayStep::Auto(!v.auto), false) }
                                <select aria-label="Hand" onchange={on_hand}>
                                    { for (1..=hands).map(|h| html! {
                                        <option value={h.to_string()} selected={h == hand}>{ format!("Hand {h}") }</option>
                                    }) }
                                </select>
                                { save_link(&v.record, format!("dominoes-{}-{}.json", s.family.id(), s.seed)) }
                                if v.play_on && !v.asking {
                                    <button type="button" class="primary" onclick={go(ReplayStep::PlayOn)}>{ "Play on" }</button>
                                }
                            </div>
                            if v.asking {
                                <div role="alertdialog" aria-label="Replace your match?" class="stats-confirm replay-ask">
                                    <p>{ "Playing on from this record replaces the match you have in progress, which is then lost." }</p>
                                    <button type="button" class="primary" onclick={go(ReplayStep::Replace)}>{ "Replace my match" }</button>
                                    <button type="button" class="secondary" onclick={go(ReplayStep::Keep)}>{ "Cancel" }</button>
                                </div>
                            }
                        </div>
                        if let Some(seat) = you {
                            <YourSeat {seat} />
                        }
                        <Hand tiles={s.hand.clone()} your_turn={false} on_tile={Callback::noop()} faces={props.faces} />
                    </section>
                </div>
            </div>
        </div>
    }
}

/// The "Save record" link: the match as a game record `file`, downloaded.
fn save_link(record: &str, file: String) -> Html {
    let href = format!(
        "data:application/json,{}",
        js_sys::encode_uri_component(record)
    );
    html! {
        <a class="button secondary" {href} download={file}>{ "Save record" }</a>
    }
}

/// What the game screen needs for replays and records.
#[derive(Clone, Default, PartialEq)]
pub struct Records {
    /// The match as a game record.
    pub record: String,
    /// The record file's name.
    pub file: String,
    /// The last finished hand (0: none yet).
    pub finished: usize,
    /// Called with a replay control (or a record opened).
    pub on_step: Callback<ReplayStep>,
}

impl Records {
    /// What "Replay" does: replay the last finished hand, if there is one.
    pub fn on_replay(&self) -> Option<Callback<()>> {
        let hand = self.finished;
        (hand > 0).then(|| self.on_step.reform(move |_| ReplayStep::Open(hand)))
    }

    /// What a reviewed decision's "See it" does: replay the last finished hand from
    /// after that many of its moves, saying the review's words there.
    pub fn on_replay_at(&self) -> Option<Callback<(usize, String)>> {
        let hand = self.finished;
        (hand > 0).then(|| {
            self.on_step
                .reform(move |(at, note)| ReplayStep::OpenAt(hand, at, note))
        })
    }

    /// The side column's controls: Replay, Save record, Open a record.
    pub fn tools(&self) -> Html {
        html! {<>
            if let Some(cb) = self.on_replay() {
                <button type="button" class="secondary" onclick={cb.reform(|_: MouseEvent| ())}>{ "Replay a hand" }</button>
            }
            { save_link(&self.record, self.file.clone()) }
            { open_record(&self.on_step) }
        </>}
    }
}

/// The "Open a record" control: a file picker whose record (or the reason it cannot be
/// read) goes to `on_step`.
pub fn open_record(on_step: &Callback<ReplayStep>) -> Html {
    let on_step = on_step.clone();
    let onchange = Callback::from(move |e: Event| {
        let input = e.target_unchecked_into::<HtmlInputElement>();
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        if let Some(why) = too_large(file.size()) {
            on_step.emit(ReplayStep::Record(Err(why)));
            return;
        }
        let read = on_step.clone();
        let failed = on_step.clone();
        let read = Closure::once_into_js(move |text: JsValue| {
            read.emit(ReplayStep::Record(Ok(text.as_string().unwrap_or_default())));
        });
        let failed = Closure::once_into_js(move |_: JsValue| {
            failed.emit(ReplayStep::Record(Err("the file could not be read".into())));
        });
        // `text.then(read, failed)`, with functions that run once.
        let text = file.text();
        if let Ok(then) = js_sys::Reflect::get(&text, &"then".into()) {
            let _ = then
                .unchecked_into::<js_sys::Function>()
                .call2(&text, &read, &failed);
        }
    });
    html! {
        <label class="button secondary open-record">
            { "Open a record" }
            <input type="file" accept=".json,application/json" {onchange} />
        </label>
    }
}
