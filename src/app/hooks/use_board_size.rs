//! The board's box on the page: the felt's own width and height (the part of the window
//! the layout leaves to it), kept up to date as the window resizes and the page changes.

use gloo::events::EventListener;
use yew::prelude::*;

/// The felt behind `node`'s client box (the style sheet gives it no padding) in CSS pixels,
/// as (width, height); (0, 0) until it is mounted. The felt grows to fill what the seats,
/// the choices and your hand leave, so this is the box the board may use, both ways.
/// Measured after every drawing and whenever the window is resized.
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
            let Some(felt) = node.cast::<web_sys::Element>() else {
                return;
            };
            let width = felt.client_width() as f32;
            let height = felt.client_height() as f32;
            let known = *latest.borrow();
            if (width - known.0).abs() >= 1.0 || (height - known.1).abs() >= 1.0 {
                *latest.borrow_mut() = (width, height);
                size.set((width, height));
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
