//! The seed of the first deal: from the link's `?seed=N`, or fresh from the browser.

use crate::view::seed::{seed_from_query, seed_from_random};
use yew::prelude::*;

/// The first deal's seed, and a notice when the link's seed could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealSeed {
    /// The seed to deal from.
    pub seed: u64,
    /// Why the link's seed was not used, in words for the person.
    pub notice: Option<String>,
}

/// A fresh seed from the browser's random numbers.
pub fn random_seed() -> u64 {
    seed_from_random(js_sys::Math::random(), js_sys::Math::random())
}

/// The seed named by the page's URL (`?seed=N`); a random one when there is none, and a
/// random one plus a notice when the link's seed is not a number. Read once per mount.
#[hook]
pub fn use_deal_seed() -> DealSeed {
    let seed = use_memo((), |_| {
        let query = web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default();
        match seed_from_query(&query) {
            Ok(Some(seed)) => DealSeed { seed, notice: None },
            Ok(None) => DealSeed {
                seed: random_seed(),
                notice: None,
            },
            Err(err) => DealSeed {
                seed: random_seed(),
                notice: Some(err.to_string()),
            },
        }
    });
    (*seed).clone()
}
