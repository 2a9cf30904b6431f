//! The browser game's one WebAssembly module, built by Trunk (see `index.html`): on the
//! page it starts the game; in the AI worker (`static/ai-worker.js` loads this same
//! module, already downloaded for the page) it answers the game's requests for computer
//! moves ([`dominoes::ai::worker::serve`]). One module instead of two keeps the rules
//! engine, JSON and the allocator in the first visit once. Natively it does nothing: the
//! command line is the `dominoes` binary, whose `dominoes engine` speaks the worker's
//! protocol.

fn main() {
    // A worker has no window.
    #[cfg(target_arch = "wasm32")]
    match web_sys::window() {
        Some(_) => dominoes::app::start(),
        None => dominoes::ai::worker::serve(),
    }
}
