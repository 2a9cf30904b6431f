//! What you can do besides picking a tile: choose the end or the number left open for
//! the picked tile, choose who poses, claim points or call muggins, draw and pass; and,
//! under the prompt, the signal to give with your play. Every button is shown only when
//! its move is legal, or shown disabled (Draw, Pass, Hint) so the table keeps its shape.
//! Draw, Pass and Hint carry the letter of their keyboard shortcut (`data-key`, see
//! `hooks::listen_for_shortcuts`).

use crate::rules::{Move, Signal};
use crate::view::screen::Controls;
use crate::view::table::TableAction;
use yew::prelude::*;

/// Properties of [`Actions`].
#[derive(Properties, PartialEq)]
pub struct ActionsProps {
    /// What you can do now.
    pub controls: Controls,
    /// Called with what you do.
    pub on_action: Callback<TableAction>,
    /// Called when you ask for a hint.
    #[prop_or_default]
    pub on_hint: Callback<()>,
    /// Whether the Undo button is offered ("Allow undo").
    #[prop_or_default]
    pub undo: bool,
    /// Called when you ask for the tile tracker (a phone's button; wide screens show the
    /// tracker's option beside the table).
    #[prop_or_default]
    pub on_tracker: Callback<()>,
}

/// The signal choices: (signal, words). A signal tells your partner how many more
/// tiles with the number you leave open you hold.
const SIGNALS: [(Option<Signal>, &str); 4] = [
    (None, "No signal"),
    (Some(Signal::Strong), "I have 2+ more"),
    (Some(Signal::Some), "I have 1 more"),
    (Some(Signal::None), "I have no more"),
];

/// The signal to go with your next play (Haitian partners): one select, a single 44 px
/// target, under the prompt all hand long (taken on your turn only), so neither it nor
/// anything around it moves when your turn comes.
pub fn signal_choice(c: &Controls, on_action: &Callback<TableAction>) -> Html {
    if !c.signals {
        return Html::default();
    }
    let onchange = on_action.reform(|e: Event| {
        let id = e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value();
        TableAction::Signal(Signal::from_id(&id))
    });
    html! {
        <p class="signal-choice">
            <label for="signal">{ "Signal" }<span class="signal-what">{ " on the number you leave open" }</span></label>
            <select id="signal" disabled={!c.your_turn} {onchange}
                title="Tell your partner how many more tiles you hold with the number your play leaves open">
                { for SIGNALS.iter().map(|&(signal, words)| html! {
                    <option value={signal.map_or("off", |s| s.id())} selected={c.signal == signal}>{ words }</option>
                }) }
            </select>
        </p>
    }
}

/// A sentence whose tile names ("6-6") never break across lines at their hyphen.
pub fn whole_tiles(text: &str) -> Html {
    let is_tile = |w: &str| {
        let w = w.trim_end_matches(['.', ',', ':', ';', ')']);
        w.split_once('-').is_some_and(|(a, b)| {
            !a.is_empty() && !b.is_empty() && (a.to_owned() + b).bytes().all(|c| c.is_ascii_digit())
        })
    };
    html! {
        { for text.split_inclusive(' ').map(|w| {
            let word = w.trim_end();
            if is_tile(word) {
                html! { <><span class="tile-name">{ word }</span>{ &w[word.len()..] }</> }
            } else {
                html! { { w } }
            }
        }) }
    }
}

/// The choice buttons and the move buttons.
#[function_component(Actions)]
pub fn actions(props: &ActionsProps) -> Html {
    let c = &props.controls;
    let act = |a: TableAction| props.on_action.reform(move |_: MouseEvent| a);
    let choosing = !c.ends.is_empty() || !c.opens.is_empty();
    let cancel = html! {
        <button type="button" class="secondary" onclick={act(TableAction::Cancel)}>{ "Cancel" }</button>
    };
    html! {
        <div class="actions">
            if !c.posers.is_empty() {
                <div class="choices" role="group" aria-label="Who poses">
                    { for c.posers.iter().map(|p| html! {
                        <button type="button" class="choice"
                            onclick={act(TableAction::Move(Move::Poser(p.value)))}>
                            { p.label.clone() }
                        </button>
                    }) }
                </div>
            }
            if let Some(points) = c.claim {
                <div class="choices" role="group" aria-label="Your points">
                    <button type="button" class="choice" onclick={act(TableAction::Move(Move::Claim))}>
                        { format!("Claim {points} points") }
                    </button>
                    <button type="button" class="secondary" onclick={act(TableAction::Move(Move::Pass))}>
                        { "Don't claim" }
                    </button>
                </div>
            }
            // The end (or open number) choices take the place of the move buttons, which
            // a picked tile disables anyway: the row keeps its height, so your hand and
            // the table do not move while you choose.
            <div class={classes!("play-row", choosing.then_some("choosing"))}>
                if !c.ends.is_empty() {
                    <div class="choices" role="group" aria-label="Choose an end">
                        // What the prompt under the panel says (a phone's panel covers it).
                        <p class="choices-title" aria-hidden="true">{ whole_tiles(&c.prompt) }</p>
                        // Each end's letter, which its glow on the table carries too,
                        // then the number open there in a box like its marker's, then
                        // "end" or "arm": the name is all three ("A 6 end"), so two ends
                        // showing the same number have different names.
                        { for c.ends.iter().map(|e| {
                            let (number, word) = e.label.split_once(' ').unwrap_or(("", &e.label));
                            html! {
                                <button type="button" class={classes!("choice", e.hinted.then_some("hinted"))}
                                    aria-description={e.hinted.then_some("The hint's choice")}
                                    onclick={act(TableAction::End(e.value))}>
                                    if let Some(letter) = e.letter {
                                        <span class="end-l">{ letter }</span>{ " " }
                                    }
                                    <span class="end-no">{ number }</span>{ " " }{ word }
                                    // What playing there scores at once (All Fives).
                                    if let Some(p) = e.points {
                                        { " " }<span class="end-pts">{ format!("+{p}") }</span>
                                    }
                                </button>
                            }
                        }) }
                        { cancel.clone() }
                    </div>
                }
                if !c.opens.is_empty() {
                    <div class="choices" role="group" aria-label="Choose the number left open">
                        // The prompt the panel covers ("Choose which number 3-4 leaves open."):
                        // the buttons alone said nothing of what they were for.
                        <p class="choices-title" aria-hidden="true">{ whole_tiles(&c.prompt) }</p>
                        { for c.opens.iter().map(|o| html! {
                            <button type="button" class={classes!("choice", o.hinted.then_some("hinted"))}
                                aria-description={o.hinted.then_some("The hint's choice")}
                                onclick={act(TableAction::Open(o.value))}>
                                { o.label.clone() }
                            </button>
                        }) }
                        { cancel }
                    </div>
                }
                // The moves, then the tracker (not a move: always there, on a phone).
                <div class="move-row">
                <div class="moves">
                    if let Some(points) = c.muggins {
                        <button type="button" class="choice" onclick={act(TableAction::Move(Move::Muggins))}>
                            { format!("Muggins: take {points} points") }
                        </button>
                    }
                    if let Some(enabled) = c.draw {
                        <button type="button" class="move" disabled={!enabled} data-key="d"
                            onclick={act(TableAction::Move(Move::Draw))}>{ "Draw" }</button>
                    }
                    <button type="button" class="move" disabled={!c.pass} data-key="p"
                        aria-describedby={c.pass_warning.map(|_| "pass-warning")}
                        onclick={act(TableAction::Move(Move::Pass))}>{ "Pass" }
                        // What passing now costs, on the button itself ("Pass +10").
                        if let Some(cost) = c.pass_cost {
                            { format!(" +{cost}") }
                        }
                    </button>
                    <button type="button" class="move" disabled={!c.your_turn} data-key="h"
                        onclick={props.on_hint.reform(|_: MouseEvent| ())}>{ "Hint" }</button>
                    if props.undo {
                        // With nothing to take back on your turn, a tap says why.
                        <button type="button" class="move" disabled={!c.your_turn}
                            aria-disabled={(!c.undo).to_string()}
                            onclick={act(TableAction::Undo)}>{ "Undo" }</button>
                    }
                    if let Some(warning) = c.pass_warning {
                        <p class="warning" id="pass-warning">{ warning }</p>
                    }
                </div>
                <button type="button" class="move tracker-button" aria-label="Tile tracker"
                    onclick={props.on_tracker.reform(|_: MouseEvent| ())}>{ "Tracker" }</button>
                </div>
            </div>
        </div>
    }
}
