//! The statistics in local storage (see [`crate::view::stats`]).

use super::use_stored_settings::storage;
use crate::view::stats::{self, Stats, STATS_KEY};

/// The stored statistics, and a notice when what was stored could not be read. Damaged
/// statistics are removed (only their key; nothing else in storage is touched).
pub fn load_stats() -> (Stats, Option<String>) {
    let Some(storage) = storage() else {
        return (Stats::default(), None);
    };
    let text = storage.get_item(STATS_KEY).ok().flatten();
    let loaded = stats::load(text.as_deref());
    if loaded.1.is_some() {
        let _ = storage.remove_item(STATS_KEY);
    }
    loaded
}

/// Stores `stats` (a browser that refuses storage just forgets them).
pub fn save_stats(stats: &Stats) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(STATS_KEY, &stats.to_json());
    }
}
