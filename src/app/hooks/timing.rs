//! The AI's times per move, hint and review, written to the console for the browser
//! benchmarks and tests (`ai-move FAMILY LEVEL MS`, `ai-hint FAMILY MS`, `ai-review FAMILY
//! DECISIONS MS`) only when local storage holds `dominoes.timing` = "on": a player's
//! console stays quiet.

use super::use_stored_settings::storage;

/// Local-storage key that turns the timing lines on ("on"; off when missing).
pub const TIMING_KEY: &str = "dominoes.timing";

/// Writes the line `line` makes to the console's debug level, when timing is on.
pub fn log_timing(line: impl FnOnce() -> String) {
    let on = storage()
        .and_then(|s| s.get_item(TIMING_KEY).ok().flatten())
        .is_some_and(|v| v == "on");
    if on {
        gloo::console::debug!(line());
    }
}
