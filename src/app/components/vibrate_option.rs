//! The picker's "Vibrate on my turn" option.

use crate::app::hooks::{remember, vibrate_on, VIBRATE_KEY};
use yew::prelude::*;

/// A checkbox: a short vibration when your turn comes (phones that can), remembered in
/// local storage, off by default. A plain function rather than a Yew component: the
/// checkbox and the stored setting hold its state.
pub fn vibrate_option() -> Html {
    let on_change = Callback::from(|on: bool| remember(VIBRATE_KEY, on));
    super::game::option_box(
        "pick-vibrate",
        "Vibrate on my turn",
        vibrate_on(),
        on_change,
    )
}
