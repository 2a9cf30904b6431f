//! The picker's settings in local storage: read once at start, written on every change.

use crate::view::settings::{Settings, OPTIONS_KEY, STORAGE_KEY};
use yew::prelude::*;

/// The browser's local storage, when the page may use it.
pub(super) fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The saved settings, or the defaults; with a notice for the person when what was saved
/// could not be used.
pub fn load_settings() -> (Settings, Option<String>) {
    let read = |key| storage().and_then(|s| s.get_item(key).ok().flatten());
    let options = read(OPTIONS_KEY).unwrap_or_default();
    let (settings, notice) = match read(STORAGE_KEY) {
        None => (Settings::default(), None),
        Some(text) => match Settings::from_json(&text) {
            Ok(settings) => (settings, None),
            Err(err) => (Settings::default(), Some(err.to_string())),
        },
    };
    (settings.with_options(&options), notice)
}

/// Whether settings were saved on an earlier visit (the picker then offers "Play again").
pub fn settings_saved_before() -> bool {
    storage()
        .and_then(|s| s.get_item(STORAGE_KEY).ok().flatten())
        .is_some()
}

/// Saves `settings` whenever they change. A browser that refuses storage (private
/// windows, full quota) just does not remember them.
#[hook]
pub fn use_save_settings(settings: &Settings) {
    use_effect_with(settings.clone(), |settings| {
        if let Some(storage) = storage() {
            let _ = storage.set_item(STORAGE_KEY, &settings.to_json());
            let _ = storage.set_item(OPTIONS_KEY, &settings.options_text());
        }
    });
}
