//! The dialog at the end of a hand (and of the match): every hand face up, why the hand
//! ended, how each point was scored, the score, and the way on.

use super::tile::TileFace;
use crate::app::hooks::use_focus_first;
use crate::view::pips::{Faces, Rect};
use crate::view::review::{Mark, ReviewState};
use crate::view::screen::HandEnd;
use std::cell::Cell;
use wasm_bindgen::JsCast;
use yew::prelude::*;

thread_local! {
    /// The decision whose "See it" was pressed last (hand, index): back from its replay,
    /// the dialog brings that row into view with the focus, not the review's top.
    static SEEN: Cell<Option<(usize, usize)>> = const { Cell::new(None) };
}

/// Properties of [`HandEndDialog`].
#[derive(Properties, PartialEq)]
pub struct HandEndProps {
    /// The summary.
    pub end: HandEnd,
    /// Deal the next hand.
    pub on_next: Callback<()>,
    /// Start a new match of the same game.
    pub on_new_match: Callback<()>,
    /// Go back to the picker.
    pub on_change_game: Callback<()>,
    /// Hide the dialog to look at the table as the hand ended.
    pub on_see_table: Callback<()>,
    /// Replay the hand (see `components::replay`).
    #[prop_or_default]
    pub on_replay: Option<Callback<()>>,
    /// Replay the hand from after this many of its moves (a reviewed decision), with
    /// the review's words for it.
    #[prop_or_default]
    pub on_replay_at: Option<Callback<(usize, String)>>,
    /// The hand's review, once asked for.
    #[prop_or_default]
    pub review: Option<ReviewState>,
    /// Ask for the hand's review.
    #[prop_or_default]
    pub on_review: Callback<()>,
    /// How halves of 7 and more are drawn ("Pips for 7 and more").
    #[prop_or_default]
    pub faces: Faces,
    /// The statistics' button and panel, shown once the match is over (the menu behind
    /// the dialog is out of reach: two playtests looked for them there).
    #[prop_or_default]
    pub stats: Html,
    /// The match's score sheet, folded, once the match is over: how it went, hand by
    /// hand (a playtest missed a recap there).
    #[prop_or_default]
    pub recap: Html,
}

/// The hand review's region: what it is doing (a status line, read out), then a list of
/// your decisions, each with its mark and (with `see`) a button that shows it in the
/// replay, the table as you faced it.
fn review_panel(
    review: &ReviewState,
    see: Option<&Callback<(usize, String)>>,
    hand: usize,
) -> Html {
    let (status, rows) = match review {
        ReviewState::Working => ("Reviewing your moves…".to_string(), &[][..]),
        ReviewState::Failed(why) => (why.clone(), &[][..]),
        ReviewState::Done(rows) => (Mark::summary(rows), &rows[..]),
    };
    html! {
        <section class="review" aria-label="Hand review">
            <p role="status">{ status }</p>
            if !rows.is_empty() {
                <ol>
                    { for rows.iter().enumerate().map(|(i, r)| html! {
                        <li>
                            <b class={r.mark.word()}>{ r.mark.label() }</b>{ " " }{ r.yours.clone() }
                            if let Some(best) = &r.best {
                                <br />{ best.clone() }
                            }
                            if let Some(see) = see {
                                <button type="button" class="secondary see-it"
                                    aria-label={format!("See it: decision {}", i + 1)}
                                    onclick={see.reform({ let at = (r.step, r.note()); move |_: MouseEvent| {
                                        SEEN.set(Some((hand, i)));
                                        at.clone()
                                    } })}>
                                    { "See it" }
                                </button>
                            }
                        </li>
                    }) }
                </ol>
            }
        </section>
    }
}

/// A modal dialog; its first button takes the focus when it opens.
#[function_component(HandEndDialog)]
pub fn hand_end_dialog(props: &HandEndProps) -> Html {
    let end = &props.end;
    let node = use_node_ref();
    let key = (end.hand, end.match_over.is_some());
    let asked = props.review.is_some();
    let on_review = {
        let cb = props.on_review.clone();
        Callback::from(move |_: MouseEvent| {
            if !asked {
                cb.emit(())
            }
        })
    };
    use_focus_first(&node, Some(key), "button.primary");
    {
        let node = node.clone();
        // Again once the review is made: it grew below the dialog's foot meanwhile.
        let made = matches!(props.review, Some(ReviewState::Done(_)));
        let hand = end.hand;
        use_effect_with((asked, made), move |&(asked, made)| {
            let seen = SEEN.take().filter(|&(h, _)| made && h == hand);
            let what = match seen {
                Some((_, i)) => format!("[aria-label=\"See it: decision {}\"]", i + 1),
                None => ".review".into(),
            };
            let found = node
                .cast::<web_sys::Element>()
                .and_then(|d| d.query_selector(&what).ok().flatten());
            match (asked, found) {
                (true, Some(row)) if seen.is_some() => {
                    let _ = row.unchecked_into::<web_sys::HtmlElement>().focus();
                }
                (true, Some(review)) => review.scroll_into_view_with_bool(true),
                _ => {}
            }
        });
    }
    let title = if end.match_over.is_some() {
        "Match over".to_string()
    } else {
        format!("Hand {} is over", end.hand)
    };
    let rect = Rect {
        x: 1.0,
        y: 1.0,
        w: 38.0,
        h: 78.0,
    };
    html! {
        <div class={if end.looked { "backdrop looked" } else { "backdrop" }}>
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby="end-title"
                aria-describedby="end-headline" ref={node}>
                <h2 id="end-title">{ title }</h2>
                <p id="end-headline" class="headline">
                    if let Some(winner) = &end.match_over {
                        <strong>{ winner.clone() }</strong>{ " " }
                    }
                    { format!("Hand {}: {}.", end.hand, end.headline) }
                </p>
                <h3>{ "How it was scored" }</h3>
                <ul class="notes">
                    { for end.notes.iter().map(|n| html! { <li>{ n.clone() }</li> }) }
                    { for end.match_notes.iter().map(|n| html! { <li class="match-note">{ n.clone() }</li> }) }
                </ul>
                <p class="totals">{ format!("Score: {}", end.score) }</p>
                if !end.under_score.is_empty() {
                    <p class="count-note">{ end.under_score.clone() }</p>
                }
                // Under the match's score, where it opens in view.
                if end.match_over.is_some() {
                    { props.recap.clone() }
                    { props.stats.clone() }
                }
                <h3>{ "Tiles each player had left" }</h3>
                <p class="count-note">{ "Count: the pips on those tiles." }</p>
                <ul class="revealed">
                    { for end.hands.iter().map(|h| {
                        let tiles: Vec<String> = h.tiles.iter().map(|t| t.to_string()).collect();
                        let label = if h.went_out {
                            format!("{}: went out", h.name)
                        } else if tiles.is_empty() {
                            format!("{}: no tiles, count 0", h.name)
                        } else {
                            format!("{}: {}, count {}", h.name, tiles.join(" "), h.count)
                        };
                        html! {
                            <li aria-label={label}>
                                <span class="who">{ h.name }</span>
                                <span class="mini-tiles" aria-hidden="true">
                                    { for h.tiles.iter().map(|&tile| html! {
                                        <svg viewBox="0 0 40 80" class="mini" width="32" height="64">
                                            <TileFace {tile} {rect} faces={props.faces} />
                                        </svg>
                                    }) }
                                </span>
                                <span class="count">
                                    { if h.went_out { "Went out".to_string() } else { format!("Count {}", h.count) } }
                                </span>
                            </li>
                        }
                    }) }
                </ul>
                // Above the buttons, which stay in view at the dialog's foot: the review
                // scrolls up to its place when asked for.
                if let Some(review) = &props.review {
                    { review_panel(review, props.on_replay_at.as_ref(), end.hand) }
                }
                <div class="dialog-buttons">
                    if end.match_over.is_some() {
                        <button type="button" class="primary"
                            onclick={props.on_new_match.reform(|_: MouseEvent| ())}>{ "New match" }</button>
                        <button type="button" class="secondary"
                            onclick={props.on_change_game.reform(|_: MouseEvent| ())}>{ "Change game" }</button>
                    } else {
                        <button type="button" class="primary"
                            onclick={props.on_next.reform(|_: MouseEvent| ())}>{ "Next hand" }</button>
                        <button type="button" class="secondary"
                            onclick={props.on_change_game.reform(|_: MouseEvent| ())}>{ "Change game" }</button>
                    }
                    <button type="button" class="secondary"
                        onclick={props.on_see_table.reform(|_: MouseEvent| ())}>{ "See the table" }</button>
                    if let Some(cb) = &props.on_replay {
                        <button type="button" class="secondary" onclick={cb.reform(|_: MouseEvent| ())}>{ "Replay the hand" }</button>
                    }
                    // Once asked, aria-disabled: the focus stays on the button.
                    <button type="button" class="secondary" aria-disabled={asked.to_string()}
                        onclick={on_review}>{ "Review my moves" }</button>
                </div>
            </div>
        </div>
    }
}
