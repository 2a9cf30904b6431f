//! Your turn waits for the table to stand still: when your turn comes while a computer's
//! tile is still sliding onto the table, or the table laid out again a step smaller
//! still glides to its new places, your hand and your choices stay as they were (nothing
//! to play, "North to play.") until the tile is in its place (its `table-tile-in`
//! animation ended) and every glide is over (the tiles' `transform` transitions ended),
//! so that neither the prompt, your playable tiles nor the glowing ends come while the
//! table still moves. Not at the Instant pace (nothing moves there) and not under
//! prefers-reduced-motion.

use crate::view::screen::{Controls, HandTile, Screen};
use crate::view::table::YOU;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How much longer than its slide a turn waits at most, in milliseconds, should the
/// tile's animation start late or not at all.
const SLACK_MS: u32 = 1000;

/// What the hook keeps between renders.
#[derive(Default)]
struct Hold {
    /// Your hand and choices as last shown while it was not your turn.
    quiet: Option<(Controls, Vec<HandTile>)>,
    /// The table's latest tile (its index among the hand's moves).
    latest: Option<usize>,
    /// Whether that tile has slid into its place.
    in_place: bool,
    /// How many of the table's tiles glide to new places now (transitions begun, not yet
    /// ended or cancelled).
    gliding: u32,
    /// The table step whose turn waits, and whether its wait is over.
    step: Option<String>,
    over: bool,
}

/// Whether the page is asked for less motion.
fn reduced_motion() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// What [`use_slide_hold`] gives the game: the hand and choices to show while the turn
/// waits, and the handlers of the game's animation and transition events.
pub struct SlideHold {
    /// Your hand and choices as they were before your turn, while it waits; else `None`.
    pub shown: Option<(Controls, Vec<HandTile>)>,
    /// For the game's `animationend` events (the latest tile in its place).
    pub on_animation_end: Callback<AnimationEvent>,
    /// For the game's `transitionrun`, `transitionend` and `transitioncancel` events (a
    /// tile's glide begun or over).
    pub on_transition: Callback<TransitionEvent>,
}

/// Whether `e` is one of the table's tiles gliding (its `transform`).
fn is_glide(e: &TransitionEvent) -> bool {
    e.property_name() == "transform"
        && e.target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .and_then(|el| el.get_attribute("class"))
            .is_some_and(|c| c.split_whitespace().any(|c| c == "table-tile"))
}

/// Your hand and choices to show instead of `screen`'s while the tile before your turn
/// slides in and the table glides (`slide_ms` long at this pace, 0 for no wait; at most
/// [`SLACK_MS`] more), else `None`; and the handlers of the game's events that end the
/// wait.
#[hook]
pub fn use_slide_hold(screen: &Screen, slide_ms: u32) -> SlideHold {
    let hold = use_mut_ref(Hold::default);
    let update = use_force_update();
    let held = {
        let mut h = hold.borrow_mut();
        if screen.table.last_move != h.latest {
            h.latest = screen.table.last_move;
            h.in_place = false;
            if h.latest.is_none() {
                // A new hand: the old table's glides went with it.
                h.gliding = 0;
            }
        }
        if !screen.controls.your_turn {
            h.quiet = Some((screen.controls.clone(), screen.hand.clone()));
            h.step = None;
            None
        } else if h.step.as_ref() == Some(&screen.step) {
            (!h.over).then(|| screen.step.clone())
        } else if h.quiet.is_some()
            && !h.in_place
            && screen.table.last_seat.is_some_and(|s| s != YOU)
            && slide_ms > 0
            && !reduced_motion()
        {
            h.step = Some(screen.step.clone());
            h.over = false;
            Some(screen.step.clone())
        } else {
            h.quiet = None;
            None
        }
    };
    let release = {
        let hold = hold.clone();
        // `true` from the timer: the wait is over whatever still moves.
        Callback::from(move |timed_out: bool| {
            let mut h = hold.borrow_mut();
            if timed_out {
                h.in_place = true;
                h.gliding = 0;
            }
            if h.in_place && h.gliding == 0 && h.step.is_some() && !h.over {
                h.over = true;
                h.quiet = None;
                drop(h);
                update.force_update();
            }
        })
    };
    {
        let release = release.clone();
        use_effect_with(held.clone(), move |step| {
            let timer = step
                .as_ref()
                .map(|_| Timeout::new(slide_ms + SLACK_MS, move || release.emit(true)));
            move || drop(timer)
        });
    }
    let shown = held.and_then(|_| hold.borrow().quiet.clone());
    let on_animation_end = {
        let hold = hold.clone();
        let release = release.clone();
        Callback::from(move |e: AnimationEvent| {
            if e.animation_name() == "table-tile-in" {
                hold.borrow_mut().in_place = true;
                release.emit(false);
            }
        })
    };
    let on_transition = Callback::from(move |e: TransitionEvent| {
        if !is_glide(&e) {
            return;
        }
        {
            let mut h = hold.borrow_mut();
            h.gliding = if e.type_() == "transitionrun" {
                h.gliding + 1
            } else {
                h.gliding.saturating_sub(1)
            };
        }
        release.emit(false);
    });
    SlideHold {
        shown,
        on_animation_end,
        on_transition,
    }
}
