//! The move log: every move of the hand in words, newest last.

use crate::view::table::LogLine;
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
    // Scrolled to the newest move after each one: a scroll, unlike a list laid out
    // bottom-up, moves nothing on the page (no layout shift).
    let scroller = use_node_ref();
    {
        let scroller = scroller.clone();
        use_effect_with(props.lines.len(), move |_| {
            if let Some(el) = scroller.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    html! {
        <section class="panel move-log" aria-labelledby="log-title">
            <h2 id="log-title">{ format!("Moves of hand {}", props.hand) }</h2>
            if props.lines.is_empty() {
                <p class="quiet">{ "No moves yet." }</p>
            } else {
                <div class="log-scroll" tabindex="0" role="region" aria-label="Moves, newest last"
                    ref={scroller}>
                    <ol>
                        { for props.lines.iter().enumerate().map(|(i, l)| html! {
                            <li key={i} class={format!("by-{}", l.seat.index())}>{ l.text.clone() }</li>
                        }) }
                    </ol>
                </div>
            }
        </section>
    }
}
