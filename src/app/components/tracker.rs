//! The tile tracker panel (issue 13, item 3): an option of the table, off by default and
//! remembered under its own local-storage key. What it shows is worked out from your
//! seat's view alone ([`crate::view::tracker`]).

use crate::view::tracker::TrackerLines;
use yew::prelude::*;

/// Local-storage key of the tracker option: "on" when shown (off by default).
pub const TRACKER_KEY: &str = "dominoes.tracker";

/// Whether the tracker was left on.
pub fn tracker_on() -> bool {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(TRACKER_KEY).ok().flatten())
        .as_deref()
        == Some("on")
}

/// The tracker: a line per number, a line per other player, the hard ends (in games that
/// have them).
pub fn tracker_panel(t: &TrackerLines) -> Html {
    let list = |label: &'static str, lines: &[String]| {
        html! {
            <ul aria-label={label}>
                { for lines.iter().map(|l| html! { <li>{ l.clone() }</li> }) }
            </ul>
        }
    };
    html! {
        <section class="panel tracker" aria-labelledby="tracker-title">
            <h2 id="tracker-title">{ "Tile tracker" }</h2>
            { list("Tiles per number", &t.numbers) }
            { list("What the others showed", &t.seats) }
            { for t.hard_ends.iter().map(|h| html! { <p>{ h.clone() }</p> }) }
        </section>
    }
}
