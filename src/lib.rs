//! Dominoes: a rules engine for Caribbean and classic domino games, the browser table
//! built on it, and the command line.

pub mod ai;
pub mod json;
pub mod record;
pub mod rules;
pub mod view;

/// The browser game: Yew components drawing [`view`]'s state (WebAssembly only).
#[cfg(target_arch = "wasm32")]
pub mod app;
