//! Your turn waits for the last tile: when your turn comes while a computer's tile is
//! still sliding onto the table, your hand and your choices stay as they were (nothing
//! to play, "North to play.") until the tile is in its place (its `table-tile-in`
//! animation ended), so that neither the prompt, your playable tiles nor the glowing ends
//! come while the table still moves. Not at the Instant pace and not under
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

/// Your hand and choices to show instead of `screen`'s while the tile before your turn
/// slides in (`slide_ms` long at this pace, 0 for no wait), else `None`; and the
/// handler of the game's `animationend` events, which ends the wait.
#[hook]
pub fn use_slide_hold(
    screen: &Screen,
    slide_ms: u32,
) -> (Option<(Controls, Vec<HandTile>)>, Callback<AnimationEvent>) {
    let hold = use_mut_ref(Hold::default);
    let update = use_force_update();
    let held = {
        let mut h = hold.borrow_mut();
        if screen.table.last_move != h.latest {
            h.latest = screen.table.last_move;
            h.in_place = false;
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
        Callback::from(move |()| {
            let mut h = hold.borrow_mut();
            h.in_place = true;
            if h.step.is_some() && !h.over {
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
                .map(|_| Timeout::new(slide_ms + SLACK_MS, move || release.emit(())));
            move || drop(timer)
        });
    }
    let shown = held.and_then(|_| hold.borrow().quiet.clone());
    let on_end = Callback::from(move |e: AnimationEvent| {
        if e.animation_name() == "table-tile-in" {
            release.emit(());
        }
    });
    (shown, on_end)
}
