//! What the browser table shows, worked out in plain Rust: the table's state and its
//! reducer, pip patterns, where tiles go on the SVG board, and reading the seed from a
//! link. No browser dependency, so all of it is tested natively; the Yew components in
//! `app` (WebAssembly only) just draw what this module computes.

pub mod board;
pub mod pips;
pub mod seed;
pub mod state;
