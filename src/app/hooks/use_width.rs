//! The width of an element in CSS pixels, kept up to date as the window resizes.

use gloo::events::EventListener;
use yew::prelude::*;

/// The width of the element behind `node` (0 until it is mounted), measured again
/// whenever the window is resized.
#[hook]
pub fn use_width(node: &NodeRef) -> f32 {
    let width = use_state(|| 0.0f32);
    {
        let node = node.clone();
        let width = width.clone();
        use_effect_with((), move |_| {
            let measure = move || {
                if let Some(el) = node.cast::<web_sys::Element>() {
                    let w = el.client_width() as f32;
                    if (w - *width).abs() >= 1.0 {
                        width.set(w);
                    }
                }
            };
            measure();
            let listener =
                web_sys::window().map(|w| EventListener::new(&w, "resize", move |_| measure()));
            move || drop(listener)
        });
    }
    *width
}
