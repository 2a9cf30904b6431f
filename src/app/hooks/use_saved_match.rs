//! The match in progress in local storage (see [`crate::view::saved`]): read once at
//! start, written after every move, kept while you are in the picker.

use super::use_stored_settings::storage;
use crate::view::saved::{SavedError, MATCH_KEY};
use crate::view::table::{AppState, TableState};
use yew::prelude::*;

/// The saved match, if there is one: restored, or why it could not be. A match that
/// cannot be restored is removed (only that key; nothing else in storage is touched).
pub fn load_saved_match() -> Option<Result<TableState, SavedError>> {
    let storage = storage()?;
    let text = storage.get_item(MATCH_KEY).ok().flatten()?;
    let restored = TableState::from_saved(&text);
    if restored.is_err() {
        let _ = storage.remove_item(MATCH_KEY);
    }
    Some(restored)
}

/// Saves the match after every move, every new hand and every hint. Leaving the table for the
/// picker keeps it (it is offered back there); the next match started overwrites it. A
/// browser that refuses storage just cannot resume.
#[hook]
pub fn use_save_match(state: &UseReducerHandle<AppState>) {
    let at = state.table.as_ref().map(|t| {
        (
            t.game().seed(),
            t.hand_number(),
            t.game().moves().len(),
            t.hints(),
            t.played_on(),
        )
    });
    let table = state.table.clone();
    use_effect_with(at, move |_| {
        if let (Some(storage), Some(t)) = (storage(), &table) {
            let _ = storage.set_item(MATCH_KEY, &t.to_saved());
        }
    });
}
