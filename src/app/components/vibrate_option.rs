//! The picker's "Vibrate on my turn" option.

use crate::app::hooks::{remember, vibrate_on, VIBRATE_KEY};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// A checkbox: a short vibration when your turn comes (phones that can), remembered in
/// local storage, off by default. A plain function rather than a Yew component: the
/// checkbox and the stored setting hold its state.
pub fn vibrate_option() -> Html {
    let onchange = Callback::from(|e: Event| {
        remember(
            VIBRATE_KEY,
            e.target_unchecked_into::<HtmlInputElement>().checked(),
        );
    });
    html! {
        <div class="field vibrate-option">
            <input type="checkbox" id="pick-vibrate" checked={vibrate_on()} {onchange} />
            <label for="pick-vibrate">{ "Vibrate on my turn" }</label>
        </div>
    }
}
