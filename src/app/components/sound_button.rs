//! The mute button of the game bar: a toggle named "Sound", pressed while sounds play.

use crate::app::hooks::{remember, sound_on, SOUND_KEY};
use yew::prelude::*;

/// Turns the table's sounds on and off, remembered in local storage. Its name stays
/// "Sound" (a toggle's name does not change with its state); `aria-pressed` says whether
/// sound is on, the icon shows it (waves or a cross, by CSS), and the tooltip reads
/// "Sound on" or "Sound off". A plain function rather than a Yew component: the stored
/// setting is its state, and a click updates the button in place, which keeps the page's
/// WebAssembly smaller.
pub fn sound_button() -> Html {
    let words = |on: bool| if on { "Sound on" } else { "Sound off" };
    let onclick = Callback::from(move |e: MouseEvent| {
        let on = !sound_on();
        remember(SOUND_KEY, on);
        let button = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|t| t.closest("button").ok().flatten());
        if let Some(b) = button {
            let _ = b.set_attribute("aria-pressed", if on { "true" } else { "false" });
            let _ = b.set_attribute("title", words(on));
        }
    });
    let on = sound_on();
    html! {
        <button type="button" class="sound-button" aria-pressed={on.to_string()}
            title={words(on)} {onclick}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path class="speaker" d="M3 9h4l5-4v14l-5-4H3z" />
                <path class="sound-waves" d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" />
                <path class="sound-cross" d="M15 9l6 6M21 9l-6 6" />
            </svg>
            <span class="visually-hidden">{ "Sound" }</span>
        </button>
    }
}
