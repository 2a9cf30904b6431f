//! Hooks: where the app meets the browser (the URL, random numbers).

mod use_deal_seed;

pub use use_deal_seed::{random_seed, use_deal_seed, DealSeed};
