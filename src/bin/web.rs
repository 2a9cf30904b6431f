//! The browser game's entry point, built for WebAssembly by Trunk (see `index.html`).
//! Natively it does nothing: the command line is the `dominoes` binary.

fn main() {
    #[cfg(target_arch = "wasm32")]
    dominoes::app::start();
}
