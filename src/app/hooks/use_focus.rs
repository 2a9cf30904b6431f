//! Keyboard focus: keeps a keyboard player's focus on something useful when the button
//! they used goes away (a played tile), and moves it into choices that just appeared.

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Buttons that make a move, most useful first: a choice waiting to be made, a tile,
/// then Draw or Pass.
const ACTIONS: [&str; 3] = [
    ".choices button:not([disabled])",
    ".hand button:not([disabled])",
    ".moves button:not([disabled])",
];

/// Focuses the first element inside `root` matching the first of `selectors` that
/// matches anything.
fn focus_first(root: &NodeRef, selectors: &[&str]) {
    let Some(root) = root.cast::<web_sys::Element>() else {
        return;
    };
    for selector in selectors {
        if let Ok(Some(el)) = root.query_selector(selector) {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
            return;
        }
    }
}

/// Whether nothing useful has focus: the page itself, an element no longer shown, or a
/// button just disabled (a move that is no longer yours to make).
fn focus_is_lost() -> bool {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    match doc.active_element() {
        None => true,
        Some(el) => {
            let body = doc.body().map(|b| b.unchecked_into::<web_sys::Element>());
            body.as_ref() == Some(&el) || !el.is_connected() || el.has_attribute("disabled")
        }
    }
}

/// Each time `key` changes: when focus was lost, put it on the first enabled move button
/// inside `root`.
#[hook]
pub fn use_focus_when_idle<K: PartialEq + Clone + 'static>(root: &NodeRef, key: K) {
    let root = root.clone();
    use_effect_with(key, move |_| {
        if focus_is_lost() {
            focus_first(&root, &ACTIONS);
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
