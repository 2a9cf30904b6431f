//! The page's start in three renders, a frame apart.

use gloo::render::request_animation_frame;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How far the page's start has come: 0 for the app's very first render (which shows
/// index.html's first view again), 1 from the task after that render's frame (the
/// screen, the picker or the table, without what sits below the fold of the first
/// screen: the picker's rule card, the statistics), 2 from the task after the next frame
/// (everything). On a slow phone the wasm's start, the screen's first render and the
/// rest are then shorter tasks with the browser's layout and paint between them, rather
/// than one long task (issue 14: total blocking time).
#[hook]
pub fn use_start_stage() -> u8 {
    let stage = use_state(|| 0u8);
    {
        let setter = stage.setter();
        use_effect_with(*stage, move |&now| {
            // rAF runs before the frame's style, layout and paint; the timeout after them.
            let frame = (now < 2).then(|| {
                request_animation_frame(move |_| {
                    Timeout::new(0, move || setter.set(now + 1)).forget();
                })
            });
            move || drop(frame)
        });
    }
    *stage
}
