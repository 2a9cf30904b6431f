//! The statistics panel (issue 13, item 6): a "Statistics" button in the side column /
//! Menu drawer and under the picker opens it; per game and level the counts of
//! [`crate::view::stats`], a chart of the last matches, and a reset asked for twice
//! (offered once there is something to erase).

use crate::view::stats::{Stats, StatsStep};
use yew::prelude::*;

/// The last matches as bars, oldest first: up for a match won, down for one lost,
/// hollow for one played with help.
fn chart(recent: &[bool], helped: &[bool]) -> Html {
    let mut label = String::from("Last matches, oldest first:");
    for (i, &won) in recent.iter().enumerate() {
        label.push_str(if i > 0 { ", " } else { " " });
        label.push_str(if won { "won" } else { "lost" });
        if helped.get(i) == Some(&true) {
            label.push_str(" with help");
        }
    }
    html! {
        <svg class="stats-chart" viewBox="0 0 200 44" role="img" aria-label={label}>
            { for recent.iter().enumerate().map(|(i, &won)| html! {
                <rect class={classes!(if won { "won" } else { "lost" }, helped.get(i).filter(|h| **h).map(|_| "helped"))} x={(i * 10 + 1).to_string()}
                    y={if won { "2" } else { "22" }} width="8" height="20" />
            }) }
        </svg>
    }
}

/// The "Statistics" button and, once opened, the panel; `on` is called with each step.
pub fn stats_panel(s: &Stats, shown: StatsStep, on: &Callback<StatsStep>) -> Html {
    let to = |step: StatsStep| on.reform(move |_: MouseEvent| step);
    let open = shown != StatsStep::Close;
    html! {
        <>
            <button type="button" class="secondary stats-button" aria-expanded={open.to_string()}
                onclick={to(if open { StatsStep::Close } else { StatsStep::Open })}>{ "Statistics" }</button>
            if open {
                <section class="panel stats" aria-label="Statistics">
                    if s.groups.is_empty() {
                        <p>{ "No match finished yet." }</p>
                    }
                    { for s.groups.iter().map(|g| {
                        let title = g.title();
                        html! {
                            <ul aria-label={title.clone()}>
                                <li>{ title }</li>
                                { for g.lines().into_iter().map(|l| html! { <li>{ l }</li> }) }
                            </ul>
                        }
                    }) }
                    if !s.recent.is_empty() {
                        { chart(&s.recent, &s.recent_helped) }
                        // The chart's key, for the eye (the chart's name says it all).
                        <p class="stats-key" aria-hidden="true">{ "Last matches, oldest first: gold bar up, a win; pink bar down, a loss; hollow, played with help." }</p>
                    }
                    if shown == StatsStep::Ask {
                        <div role="alertdialog" aria-label="Reset statistics?" class="stats-confirm">
                            <p>{ "Erase every count and the chart? This cannot be undone." }</p>
                            <button type="button" class="primary" onclick={to(StatsStep::Erase)}>{ "Erase statistics" }</button>
                            <button type="button" class="secondary" onclick={to(StatsStep::Open)}>{ "Keep them" }</button>
                        </div>
                    } else if !s.groups.is_empty() || !s.recent.is_empty() {
                        // Nothing to erase before a match is finished: no reset offered.
                        <button type="button" class="secondary" onclick={to(StatsStep::Ask)}>{ "Reset statistics" }</button>
                    }
                </section>
            }
        </>
    }
}
