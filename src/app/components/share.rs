//! "Share this deal": the device's share sheet where there is one (a phone's), otherwise
//! a panel with the link that deals this match for someone else, from its first hand,
//! ready to copy.

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

/// Calls `navigator[holder][method](arg)` (or `navigator[method](arg)` without a holder)
/// where the browser has it, ignoring the promise's refusal; returns whether it was called.
fn navigator_call(holder: Option<&str>, method: &str, arg: &JsValue) -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let navigator: JsValue = window.navigator().into();
    let target = match holder {
        Some(name) => js_sys::Reflect::get(&navigator, &JsValue::from_str(name))
            .ok()
            .filter(|c| !c.is_undefined()),
        None => Some(navigator),
    };
    let call = target.as_ref().and_then(|t| {
        js_sys::Reflect::get(t, &JsValue::from_str(method))
            .ok()?
            .dyn_into::<js_sys::Function>()
            .ok()
    });
    match (target, call) {
        (Some(t), Some(call)) => match call.call1(&t, arg) {
            Ok(promise) => {
                // A refusal (no permission, a share sheet closed) rejects the promise:
                // nothing to do.
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

/// Copies `text` to the clipboard, where the browser allows it; returns whether it was
/// handed to the clipboard (if not, the link stays selected in its field for copying by
/// hand).
fn copy_to_clipboard(text: &str) -> bool {
    navigator_call(Some("clipboard"), "writeText", &JsValue::from_str(text))
}

/// Opens the device's own share sheet (a phone's: messages, mail, chat apps) with the
/// link to deal `seed`, where the browser has one; returns whether it did.
pub fn share_sheet(url: &str, seed: u64) -> bool {
    let data = js_sys::Object::new();
    let text = format!("A game of dominoes: deal {seed}");
    for (key, value) in [("title", "Dominoes"), ("text", text.as_str()), ("url", url)] {
        let _ = js_sys::Reflect::set(&data, &JsValue::from_str(key), &JsValue::from_str(value));
    }
    navigator_call(None, "share", &data)
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
    // Opened at the foot of a phone's menu, the panel comes into view whole.
    let panel = use_node_ref();
    {
        let panel = panel.clone();
        use_effect_with((), move |_| {
            if let Some(el) = panel.cast::<web_sys::Element>() {
                el.scroll_into_view_with_bool(false);
            }
        });
    }
    html! {
        <div class="share panel" role="group" aria-label="Share this deal" ref={panel}>
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
