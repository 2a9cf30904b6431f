//! Brings the page back to its top when a match comes on screen, so that a phone that
//! scrolled down to the picker's Start button shows the table's title and seats.

use yew::prelude::*;

/// Scrolls the window to its top each time `seed` changes to `Some`: a match started,
/// a new match dealt, or the match taken up again from the picker.
#[hook]
pub fn use_top_on_table(seed: Option<u64>) {
    use_effect_with(seed, |seed| {
        if let (Some(_), Some(window)) = (seed, web_sys::window()) {
            window.scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
}
