//! The move log: every move of the hand in words, newest last.

use crate::view::state::LogLine;
use yew::prelude::*;

/// Properties of [`MoveLog`].
#[derive(Properties, PartialEq)]
pub struct MoveLogProps {
    /// The hand's number.
    pub hand: usize,
    /// The hand's moves.
    pub lines: Vec<LogLine>,
}

/// The hand's moves as a numbered list that scrolls.
#[function_component(MoveLog)]
pub fn move_log(props: &MoveLogProps) -> Html {
    html! {
        <section class="panel move-log" aria-labelledby="log-title">
            <h2 id="log-title">{ format!("Moves of hand {}", props.hand) }</h2>
            if props.lines.is_empty() {
                <p class="quiet">{ "No moves yet." }</p>
            } else {
                // The scroller lays its one child out bottom-up, so it opens (and stays)
                // scrolled to the newest move.
                <div class="log-scroll" tabindex="0" role="region" aria-label="Moves, newest last">
                    <ol>
                        { for props.lines.iter().map(|l| html! {
                            <li class={format!("by-{}", l.seat.0)}>{ l.text.clone() }</li>
                        }) }
                    </ol>
                </div>
            }
        </section>
    }
}
