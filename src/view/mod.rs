//! What the browser table shows, worked out in plain Rust: the page's state and its
//! reducer, the picker's settings, rule cards, what each panel of the table shows, pip
//! patterns, and reading the seed from a link. No browser dependency, so all of it is
//! tested natively; the Yew components in `app` (WebAssembly only) just draw what this
//! module computes.

pub mod board;
pub mod geometry;
pub mod num;
pub mod panels;
pub mod pips;
pub mod rulecard;
pub mod seed;
pub mod settings;
pub mod state;
