//! Sound and touch: a short sound for every tile put down (by anyone) and every pass, a
//! jingle when your side wins or loses a hand, and a short vibration when your turn comes
//! (an option, where the device can). The sounds are synthesized by `static/sound.js`
//! with the Web Audio API; both settings are remembered in local storage under their own
//! keys, so the picker's settings need no new field.

use super::use_stored_settings::storage;
use crate::rules::Move;
use crate::view::screen::Screen;
use std::cell::Cell;
use wasm_bindgen::{JsCast, JsValue};

/// Local-storage key of the sound setting: "off" when muted (sound is on by default).
pub const SOUND_KEY: &str = "dominoes.sound";
/// Local-storage key of the vibration option: "on" when wanted (off by default).
pub const VIBRATE_KEY: &str = "dominoes.vibrate";

/// Whether sounds are on (they are unless muted).
pub fn sound_on() -> bool {
    stored(SOUND_KEY).as_deref() != Some("off")
}

/// Whether your turn is to be felt as a vibration.
pub fn vibrate_on() -> bool {
    stored(VIBRATE_KEY).as_deref() == Some("on")
}

/// Remembers a setting that is on or off under `key`.
pub fn remember(key: &str, on: bool) {
    if let Some(s) = storage() {
        let _ = s.set_item(key, if on { "on" } else { "off" });
    }
}

/// What is stored under `key`.
fn stored(key: &str) -> Option<String> {
    storage().and_then(|s| s.get_item(key).ok().flatten())
}

/// Calls `target.name(arg)` when `target` has such a function.
fn call(target: &JsValue, name: &str, arg: &JsValue) {
    if let Ok(f) = js_sys::Reflect::get(target, &JsValue::from_str(name)) {
        if let Some(f) = f.dyn_ref::<js_sys::Function>() {
            let _ = f.call1(target, arg);
        }
    }
}

/// Plays one of `static/sound.js`'s sounds, unless muted.
fn play(kind: &str) {
    if let Some(window) = web_sys::window().filter(|_| sound_on()) {
        call(&window, "dominoesSound", &JsValue::from_str(kind));
    }
}

/// A short buzz, where the device vibrates.
fn buzz() {
    if let Some(window) = web_sys::window() {
        call(&window.navigator(), "vibrate", &JsValue::from_f64(80.0));
    }
}

/// What the sounds follow on the screen.
#[derive(Clone, Copy, PartialEq)]
struct Heard {
    seed: u64,
    hand: usize,
    moves: usize,
    ended: bool,
    your_turn: bool,
}

thread_local! {
    /// What the screen showed when last drawn.
    static HEARD: Cell<Option<Heard>> = const { Cell::new(None) };
}

/// Plays the table's sounds as the screen moves on, and vibrates when your turn comes:
/// called with every drawing of the game screen, it compares the screen with the last
/// one drawn. Nothing sounds for what was already on the table when it was first shown
/// (a match resumed from storage). Not a Yew hook (no state, no effect): the screen
/// already says everything, and the page's WebAssembly stays smaller. `your_turn`: as
/// shown (it waits for the last tile to slide in, see `use_slide_hold`).
pub fn play_sounds(screen: &Screen, your_turn: bool) {
    let now = Heard {
        seed: screen.seed,
        hand: screen.hand_no,
        moves: screen.table.moves.len(),
        ended: screen.hand_end.is_some(),
        your_turn,
    };
    let Some(was) = HEARD.with(|h| h.replace(Some(now))) else {
        return;
    };
    if was == now || was.seed != now.seed {
        return;
    }
    let same_hand = was.hand == now.hand;
    let from = if same_hand { was.moves } else { 0 };
    let new = screen.table.moves.get(from..).unwrap_or(&[]);
    if new
        .iter()
        .any(|m| matches!(m, Move::Pose(_) | Move::Play { .. }))
    {
        play("place");
    } else if new.contains(&Move::Pass) {
        play("pass");
    }
    if now.ended && !(was.ended && same_hand) {
        match screen.hand_end.as_ref().and_then(|e| e.won) {
            Some(true) => play("win"),
            Some(false) => play("lose"),
            None => {}
        }
    }
    if now.your_turn && !was.your_turn && vibrate_on() {
        buzz();
    }
}
