//! The seed a link asks for (`?seed=N`), and fresh seeds from the browser.

use crate::view::seed::{seed_from_query, seed_from_random};
use yew::prelude::*;

/// What the page's link says about the deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkSeed {
    /// The seed the link names, if any.
    pub seed: Option<u64>,
    /// Why the link's seed was not used, in words for the person.
    pub notice: Option<String>,
}

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

/// The seed named by the page's URL (`?seed=N`), with a notice when it is not a number.
/// Read once per mount.
#[hook]
pub fn use_link_seed() -> LinkSeed {
    let seed = use_memo((), |_| match seed_from_query(&query()) {
        Ok(seed) => LinkSeed { seed, notice: None },
        Err(err) => LinkSeed {
            seed: None,
            notice: Some(err.to_string()),
        },
    });
    (*seed).clone()
}
