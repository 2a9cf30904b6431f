//! The mute button of the game bar: a toggle named "Sound", pressed while sounds play.

use crate::app::hooks::{remember, sound_on, SOUND_KEY};
use yew::prelude::*;

/// Turns the table's sounds on and off, remembered in local storage. Its name stays
/// "Sound" (a toggle's name does not change with its state); `aria-pressed` says whether
/// sound is on, the icon shows it, and the tooltip reads "Sound on" or "Sound off".
#[function_component(SoundButton)]
pub fn sound_button() -> Html {
    let on = use_state(sound_on);
    let onclick = {
        let on = on.clone();
        Callback::from(move |_: MouseEvent| {
            let next = !*on;
            remember(SOUND_KEY, next);
            on.set(next);
        })
    };
    let state = if *on { "Sound on" } else { "Sound off" };
    html! {
        <button type="button" class="sound-button" aria-pressed={on.to_string()}
            title={state} {onclick}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path class="speaker" d="M3 9h4l5-4v14l-5-4H3z" />
                if *on {
                    <path class="waves" d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" />
                } else {
                    <path class="waves" d="M15 9l6 6M21 9l-6 6" />
                }
            </svg>
            <span class="visually-hidden">{ "Sound" }</span>
        </button>
    }
}
