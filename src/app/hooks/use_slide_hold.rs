//! Your turn waits for the table to stand still: when your turn comes while a tile is
//! still sliding onto the table (a computer's, or your own when the others passed
//! quickly), or the table laid out again a step smaller still glides to its new places,
//! your hand and your choices stay as they were (nothing to play; "South to play.") until
//! no tile of the table moves any more, so that neither the prompt, your playable tiles
//! nor the glowing ends come while the table still moves. Not at the Instant pace
//! (nothing moves there) and not under prefers-reduced-motion.
//!
//! Whether the table moves is asked of the page itself (its running animations), when
//! the wait begins, at each end of a slide or glide, and every [`POLL_MS`] should an end
//! go unannounced; and the table must show the move that brought your turn (under a
//! heavy load Yew may yield to the browser before the table has taken its new tiles, and
//! the tile before lands then). Counting the animations' start and end events instead
//! was not enough: under such a load Chromium was seen to end a glide twice, and the
//! turn then opened while a tile still moved.

use crate::view::screen::{Controls, HandTile, Screen};
use gloo::timers::callback::Interval;
use js_sys::{Array, Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// How often a waiting turn asks the page whether the table still moves, in milliseconds.
const POLL_MS: u32 = 100;

/// How long a turn waits at most, in milliseconds, should a tile move on and on.
const MOST_MS: u32 = 3000;

/// What the hook keeps between renders.
#[derive(Default)]
struct Hold {
    /// Your hand and choices as last shown while it was not your turn.
    quiet: Option<(Controls, Vec<HandTile>)>,
    /// The table step whose turn waits, and whether its wait is over.
    step: Option<String>,
    /// The latest tile (its index among the hand's moves) of the step that waits.
    latest: Option<usize>,
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

/// Whether the table is not yet still with `latest` its latest tile: the page does not
/// show that tile yet, or one of the document's running animations (a tile sliding in,
/// a tile gliding) is on a `.table-tile` or inside one. Asking brings the page's style
/// up to date first, so a glide the last render set off counts before its first frame.
fn table_moves(latest: Option<usize>) -> bool {
    let get = |o: &JsValue, key: &str| Reflect::get(o, &JsValue::from_str(key)).ok();
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let shown = doc
        .query_selector(".table-tile.latest")
        .ok()
        .flatten()
        .and_then(|t| t.get_attribute("data-move"))
        .and_then(|m| m.parse().ok());
    if shown != latest {
        return true;
    }
    let doc = JsValue::from(doc);
    let animations = get(&doc, "getAnimations")
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call0(&doc).ok())
        .and_then(|a| a.dyn_into::<Array>().ok());
    animations.is_some_and(|all| {
        all.iter().any(|a| {
            get(&a, "playState").and_then(|s| s.as_string()).as_deref() == Some("running")
                && get(&a, "effect")
                    .and_then(|e| get(&e, "target"))
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                    .and_then(|t| t.closest(".table-tile").ok().flatten())
                    .is_some()
        })
    })
}

/// What [`use_slide_hold`] gives the game: the hand and choices to show while the turn
/// waits, and the handlers of the game's animation and transition end events.
pub struct SlideHold {
    /// Your hand and choices as they were before your turn, while it waits; else `None`.
    pub shown: Option<(Controls, Vec<HandTile>)>,
    /// For the game's `animationend` events (a tile in its place): the wait asks again
    /// whether the table moves.
    pub on_animation_end: Callback<AnimationEvent>,
    /// For the game's `transitionend` and `transitioncancel` events (a glide over): the
    /// same.
    pub on_transition_end: Callback<TransitionEvent>,
}

/// Your hand and choices to show instead of `screen`'s while the table moves when your
/// turn comes (at a pace whose tiles move, `moves`; at most [`MOST_MS`]), else
/// `None`; and the handlers of the game's events that may end the wait.
#[hook]
pub fn use_slide_hold(screen: &Screen, moves: bool) -> SlideHold {
    let hold = use_mut_ref(Hold::default);
    let update = use_force_update();
    let held = {
        let mut h = hold.borrow_mut();
        if !screen.controls.your_turn {
            h.quiet = Some((screen.controls.clone(), screen.hand.clone()));
            h.step = None;
            None
        } else if h.step.as_ref() == Some(&screen.step) {
            (!h.over).then(|| screen.step.clone())
        } else if h.quiet.is_some() && moves && !reduced_motion() {
            // The turn is yours, not open yet: the prompt names you, not the seat whose
            // tile still lands (a playtest read "West to play." under West's move).
            if let Some((c, _)) = h.quiet.as_mut() {
                c.prompt = "South to play.".into();
            }
            h.step = Some(screen.step.clone());
            h.latest = screen.table.last_move;
            h.over = false;
            Some(screen.step.clone())
        } else {
            h.quiet = None;
            None
        }
    };
    let release = {
        let hold = hold.clone();
        // `true`: the wait is over whatever still moves.
        Callback::from(move |enough: bool| {
            let mut h = hold.borrow_mut();
            if h.step.is_some() && !h.over && (enough || !table_moves(h.latest)) {
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
            let poll = step.as_ref().map(|_| {
                // The render that began the wait is on the page: the table may already
                // stand still (a pass, a tile that did not move the others).
                release.emit(false);
                // By the clock, not by the ticks: a busy or hidden page's timers slow.
                let began = js_sys::Date::now();
                Interval::new(POLL_MS, move || {
                    release.emit(js_sys::Date::now() - began >= f64::from(MOST_MS));
                })
            });
            move || drop(poll)
        });
    }
    let shown = held.and_then(|_| hold.borrow().quiet.clone());
    SlideHold {
        shown,
        on_animation_end: release.reform(|_| false),
        on_transition_end: release.reform(|_| false),
    }
}
