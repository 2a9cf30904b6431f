//! Keyboard focus: keeps a keyboard player's focus on something useful when the button
//! they used goes away (a played tile), keeps it in your hand while the computers play,
//! brings it to a move to make when your turn comes, and moves it into choices that just
//! appeared. Focus moved by code never scrolls the page (`preventScroll`), so the table
//! stays in view.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// Your hand's one tab stop (see the `Hand` component's roving focus).
pub const HAND_STOP: &str = ".hand .tile[tabindex=\"0\"]";

/// On your turn, buttons that make a move, most useful first: a choice waiting to be made,
/// the tab stop when it can be played, any tile that can, then Draw or Pass.
const YOUR_TURN: [&str; 4] = [
    ".choices button",
    ".hand .tile.playable[tabindex=\"0\"]",
    ".hand .tile.playable",
    ".moves button:not([disabled])",
];

/// While others play: your hand (its tab stop, else any tile), else Draw or Pass.
const WAITING: [&str; 3] = [HAND_STOP, ".hand .tile", ".moves button:not([disabled])"];

/// A tile of your hand that cannot be played now.
const UNPLAYABLE: &str = ".hand .tile[aria-disabled=\"true\"]";

/// Focuses `el` without scrolling it into view: `el.focus({ preventScroll: true })`.
pub fn focus_quietly(el: &web_sys::Element) {
    let options = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&options, &"preventScroll".into(), &JsValue::TRUE);
    if let Ok(focus) = js_sys::Reflect::get(el, &"focus".into()) {
        if let Some(focus) = focus.dyn_ref::<js_sys::Function>() {
            let _ = focus.call1(el, &options);
        }
    }
}

/// Focuses the first element inside `root` matching the first of `selectors` that
/// matches anything.
fn focus_first(root: &NodeRef, selectors: &[&str]) {
    let Some(root) = root.cast::<web_sys::Element>() else {
        return;
    };
    for selector in selectors {
        if let Ok(Some(el)) = root.query_selector(selector) {
            focus_quietly(&el);
            return;
        }
    }
}

/// The element with the focus, unless nothing useful has it: the page itself, an element
/// no longer shown, or a button just disabled (a move that is no longer yours to make).
fn useful_focus() -> Option<web_sys::Element> {
    let doc = web_sys::window().and_then(|w| w.document())?;
    let el = doc.active_element()?;
    let body = doc.body().map(|b| b.unchecked_into::<web_sys::Element>());
    let lost = body.as_ref() == Some(&el) || !el.is_connected() || el.has_attribute("disabled");
    (!lost).then_some(el)
}

thread_local! {
    /// Whether the page has had a key press, a touch or a click since it loaded.
    static TOUCHED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Notes the player's first key press, touch or click on the page (see
/// [`use_focus_when_idle`]); called once, as the app starts.
pub fn listen_for_input() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let options = gloo::events::EventListenerOptions::run_in_capture_phase();
    // A click too: a screen reader's Enter (browse mode) or double tap comes as a
    // click without a key press or pointer down.
    for kind in ["keydown", "pointerdown", "click"] {
        gloo::events::EventListener::new_with_options(&window, kind, options, |_| {
            TOUCHED.with(|t| t.set(true));
        })
        .forget();
    }
}

/// Each time `key` changes (a move, a tile picked, the turn): when focus was lost, put it
/// back inside `root` (on a move to make on your turn, else on your hand's tab stop);
/// on your turn, also move it off a tile that cannot be played to one that can. Not
/// before the player's first key press or touch: a match resumed on a reload would show
/// a keyboard's focus ring on a tile, which on a phone reads as a tile picked.
#[hook]
pub fn use_focus_when_idle<K: PartialEq + Clone + 'static>(root: &NodeRef, key: K) {
    let root = root.clone();
    use_effect_with(key, move |_| {
        let Some(el) = root.cast::<web_sys::Element>() else {
            return;
        };
        if !TOUCHED.with(std::cell::Cell::get) {
            return;
        }
        let your_turn = matches!(el.query_selector(".hand.your-turn"), Ok(Some(_)));
        match useful_focus() {
            None if your_turn => focus_first(&root, &YOUR_TURN),
            None => focus_first(&root, &WAITING),
            Some(active) if your_turn && active.matches(UNPLAYABLE).unwrap_or(false) => {
                focus_first(&root, &YOUR_TURN)
            }
            Some(_) => {}
        }
    });
}

/// Each time `key` changes to a value that is `Some`, focus the first element matching
/// `selector` inside `root` (a dialog's button, the first end to choose).
#[hook]
pub fn use_focus_first<K: PartialEq + Clone + 'static>(
    root: &NodeRef,
    key: Option<K>,
    selector: &'static str,
) {
    let root = root.clone();
    use_effect_with(key, move |key| {
        if key.is_some() {
            focus_first(&root, &[selector]);
        }
    });
}
