//! The board's size on the page: the width of the felt it is drawn on, and the height it
//! can take, kept up to date as the window resizes and the page changes.

use gloo::events::EventListener;
use yew::prelude::*;

/// The width of the felt behind `node` in CSS pixels (0 until it is mounted), and the
/// most height the board (the SVG inside it) can take so that the page, from its top to
/// the bottom of your hand, fits the window: the window's height less everything above
/// the board and everything below it down to your hand, never less than 180 px (0 until
/// measured). Measured after every drawing and whenever the window is resized.
#[hook]
pub fn use_board_size(node: &NodeRef) -> (f32, f32) {
    let size = use_state(|| (0.0f32, 0.0f32));
    // The latest size, for the resize listener: made once, it would otherwise compare
    // with the size of the first drawing.
    let latest = use_mut_ref(|| (0.0f32, 0.0f32));
    let measure = {
        let node = node.clone();
        let size = size.clone();
        move || {
            let known = *latest.borrow();
            let Some(felt) = node.cast::<web_sys::Element>() else {
                return;
            };
            let width = felt.client_width() as f32;
            let mut room = known.1;
            let window = web_sys::window();
            let document = window.as_ref().and_then(|w| w.document());
            let find = |selector| {
                let found = document.as_ref().map(|d| d.query_selector(selector));
                found.and_then(|f| f.ok().flatten())
            };
            let parts = (
                window.as_ref(),
                find("html"),
                find(".felt svg"),
                find(".hand"),
            );
            if let (Some(window), Some(page), Some(svg), Some(hand)) = parts {
                let window_h = window.inner_height().ok().and_then(|h| h.as_f64());
                let (page, svg, hand) = (
                    page.get_bounding_client_rect(),
                    svg.get_bounding_client_rect(),
                    hand.get_bounding_client_rect(),
                );
                // Everything but the board, from the page's top to your hand's bottom.
                let rest = hand.bottom() - page.top() - svg.height();
                room = ((window_h.unwrap_or(0.0) - rest - 8.0) as f32).max(180.0);
            }
            if (width - known.0).abs() >= 1.0 || (room - known.1).abs() >= 1.0 {
                *latest.borrow_mut() = (width, room);
                size.set((width, room));
            }
        }
    };
    {
        let measure = measure.clone();
        use_effect(measure);
    }
    use_effect_with((), move |_| {
        let listener =
            web_sys::window().map(|w| EventListener::new(&w, "resize", move |_| measure()));
        move || drop(listener)
    });
    *size
}
