//! The picker's "Vibrate on my turn" option.

use crate::app::hooks::{remember, vibrate_on, VIBRATE_KEY};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A checkbox: a short vibration when your turn comes (phones that can), remembered in
/// local storage. Off by default.
#[function_component(VibrateOption)]
pub fn vibrate_option() -> Html {
    let on = use_state(vibrate_on);
    let onchange = {
        let on = on.clone();
        Callback::from(move |e: Event| {
            let checked = e.target_unchecked_into::<HtmlInputElement>().checked();
            remember(VIBRATE_KEY, checked);
            on.set(checked);
        })
    };
    html! {
        <div class="field vibrate-option">
            <input type="checkbox" id="pick-vibrate" checked={*on} {onchange} />
            <label for="pick-vibrate">{ "Vibrate on my turn" }</label>
        </div>
    }
}
