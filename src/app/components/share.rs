//! The "Share this deal" panel: the link that deals this match for someone else, from
//! its first hand, ready to copy.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Properties of [`SharePanel`].
#[derive(Properties, PartialEq)]
pub struct SharePanelProps {
    /// The link.
    pub url: String,
    /// The match's deal number (its seed), to name it.
    pub seed: u64,
}

/// Copies `text` to the clipboard, where the browser allows it; returns whether it was
/// handed to the clipboard.
fn copy_to_clipboard(text: &str) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let clipboard = js_sys::Reflect::get(&window.navigator(), &JsValue::from_str("clipboard"))
        .ok()
        .filter(|c| !c.is_undefined());
    let write = clipboard.as_ref().and_then(|c| {
        js_sys::Reflect::get(c, &JsValue::from_str("writeText"))
            .ok()?
            .dyn_into::<js_sys::Function>()
            .ok()
    });
    match (clipboard, write) {
        (Some(c), Some(write)) => match write.call1(&c, &JsValue::from_str(text)) {
            Ok(promise) => {
                // A refusal (no permission) rejects the promise: nothing to do, the link
                // stays selected in its field for copying by hand.
                if let Ok(p) = promise.dyn_into::<js_sys::Promise>() {
                    let ignore = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(|_| {});
                    let _ = p.catch(&ignore);
                    ignore.forget();
                }
                true
            }
            Err(_) => false,
        },
        _ => false,
    }
}

/// The link to this match (from hand 1, whatever hand is on screen) in a read-only
/// field, and a button that copies it.
#[function_component(SharePanel)]
pub fn share_panel(props: &SharePanelProps) -> Html {
    let copied = use_state(|| false);
    let field = use_node_ref();
    let on_copy = {
        let copied = copied.clone();
        let url = props.url.clone();
        let field = field.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(input) = field.cast::<HtmlInputElement>() {
                input.select();
            }
            copied.set(copy_to_clipboard(&url));
        })
    };
    let on_focus = Callback::from(|e: FocusEvent| {
        e.target_unchecked_into::<HtmlInputElement>().select();
    });
    html! {
        <div class="share panel" role="group" aria-label="Share this deal">
            <label for="share-link">{ format!("Link to this match (deal {}): it starts the same match from hand 1, with the same tiles", props.seed) }</label>
            <div class="share-row">
                <input id="share-link" type="text" readonly=true value={props.url.clone()}
                    ref={field} onfocus={on_focus} />
                <button type="button" class="secondary" onclick={on_copy}>
                    { if *copied { "Copied" } else { "Copy link" } }
                </button>
            </div>
        </div>
    }
}
