//! The browser game's AI worker, built for WebAssembly by Trunk beside the game (see
//! `index.html` and `dominoes::ai::worker`). Natively it does nothing: the command line's
//! `dominoes engine` speaks the same protocol.

fn main() {
    #[cfg(target_arch = "wasm32")]
    dominoes::ai::worker::serve();
}
