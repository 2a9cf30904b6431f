//! The table's keyboard shortcuts: P passes, D draws, H asks for a hint, 1-9 pick the
//! n-th tile of your hand, an arrow key, Home or End with nothing focused brings the
//! focus to your hand, and Escape closes a replay, or while you look at a finished hand's
//! table brings its result back (wherever the focus is: the game's and the replay's own
//! Escape handling need it inside them; a key they handled is marked so and left alone
//! here). They apply
//! only while no text field or select has the focus and no dialog or drawer is open, and
//! never with Ctrl, Alt or Meta (the browser's own shortcuts).
//!
//! One listener on the document for the page's whole life, installed by the game screen
//! on its first drawing. It works on the page as shown: it presses the very buttons a
//! person would (Pass and Draw by their `data-key`, a tile by its place), so a shortcut
//! can do nothing the buttons do not offer. Not a Yew hook (no state, no effect), which
//! keeps the page's WebAssembly small.

use super::use_focus::{focus_quietly, HAND_STOP};
use crate::app::components::close_table_key;
use gloo::events::{EventListener, EventListenerOptions};
use std::cell::RefCell;
use wasm_bindgen::JsCast;

/// Something open over the table: a dialog, or a drawer its button says is open.
const OVERLAY: &str = "[role=\"dialog\"], dialog[open], [aria-modal=\"true\"], \
                       [aria-controls][aria-expanded=\"true\"]";

thread_local! {
    /// The document's keydown listener, once installed.
    static LISTENER: RefCell<Option<EventListener>> = const { RefCell::new(None) };
}

/// Whether the focus is where typed letters belong: a text field, a select, an editable
/// area.
fn typing(el: &web_sys::Element) -> bool {
    match el.tag_name().as_str() {
        "SELECT" | "TEXTAREA" => true,
        "INPUT" => !matches!(
            el.get_attribute("type").as_deref(),
            Some("checkbox" | "radio" | "button" | "submit" | "reset")
        ),
        _ => el.get_attribute("contenteditable").is_some(),
    }
}

/// Installs the shortcuts (once; later calls do nothing).
pub fn listen_for_shortcuts() {
    LISTENER.with(|l| {
        if l.borrow().is_none() {
            *l.borrow_mut() = listen();
        }
    });
}

/// The shortcuts' listener.
fn listen() -> Option<EventListener> {
    let doc = web_sys::window()?.document()?;
    let options = EventListenerOptions::enable_prevent_default();
    Some(EventListener::new_with_options(
        &doc.clone(),
        "keydown",
        options,
        move |event| {
            let Some(e) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                return;
            };
            if e.default_prevented() || e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            let find = |selector: &str| doc.query_selector(selector).ok().flatten();
            if find(OVERLAY).is_some() || find(".game").is_none() {
                return;
            }
            let active = doc.active_element();
            if active.as_ref().is_some_and(typing) {
                return;
            }
            let key = e.key();
            let target = match key.as_str() {
                "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End" => {
                    let on_page = active.is_none() || active == doc.body().map(|b| b.into());
                    if let Some(tile) = find(HAND_STOP).filter(|_| on_page) {
                        e.prevent_default();
                        focus_quietly(&tile);
                    }
                    return;
                }
                _ if e.repeat() => return,
                "p" | "P" => find(".moves [data-key=\"p\"]:not([disabled])"),
                "d" | "D" => find(".moves [data-key=\"d\"]:not([disabled])"),
                "h" | "H" => find(".moves [data-key=\"h\"]:not([disabled])"),
                // A replay closes wherever the focus is (its own handler takes the key
                // when the focus is inside it), else the look at a finished table ends,
                // else the table's open key ("?") closes.
                "Escape" => find(".replay .replay-close")
                    .or_else(|| find(".look-bar button"))
                    .or_else(|| {
                        close_table_key();
                        None
                    }),
                _ => match key.as_bytes() {
                    &[n @ b'1'..=b'9'] => {
                        let tile = find(&format!(".hand .tile[data-i=\"{}\"]", n - b'1'));
                        if let Some(t) = &tile {
                            focus_quietly(t);
                        }
                        // A tile that cannot be played ignores the click.
                        tile
                    }
                    _ => None,
                },
            };
            if let Some(button) = target {
                e.prevent_default();
                button.unchecked_ref::<web_sys::HtmlElement>().click();
            }
        },
    ))
}
