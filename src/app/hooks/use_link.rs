//! The page's link (see [`crate::view::link`]) and fresh seeds from the browser.

use crate::view::link::{kept_query, read_link, LinkAsks, LinkError};
use crate::view::seed::seed_from_random;

/// A fresh seed from the browser's random numbers.
pub fn random_seed() -> u64 {
    seed_from_random(js_sys::Math::random(), js_sys::Math::random())
}

/// The page's query string ("?seed=42"), or "" when it cannot be read.
pub fn query() -> String {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default()
}

/// What the page's link asks for. Read once, as the page opens: the link is then taken
/// out of the address bar (keeping only `think`), so that a reload resumes the match
/// instead of dealing the link again.
pub fn take_link() -> Result<LinkAsks, LinkError> {
    let query = query();
    let asks = read_link(&query);
    if !query.is_empty() {
        if let Some(window) = web_sys::window() {
            let path = window.location().pathname().unwrap_or_default();
            if let Ok(history) = window.history() {
                let _ = history.replace_state_with_url(
                    &wasm_bindgen::JsValue::NULL,
                    "",
                    Some(&format!("{path}{}", kept_query(&query))),
                );
            }
        }
    }
    asks
}

/// The address of a link to share: this page's own address with `query`.
pub fn share_url(query: &str) -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}{query}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_else(|| query.to_string())
}
