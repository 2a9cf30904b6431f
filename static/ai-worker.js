// Starts the computer players' worker (src/ai/worker.rs): loads the wasm-bindgen glue
// and the wasm module Trunk built for the `dominoes-ai` binary, next to this file.
// If loading fails, the page is told at once (it then plays the easy level itself).
importScripts('./dominoes-ai.js');
wasm_bindgen({ module_or_path: './dominoes-ai_bg.wasm' }).catch((err) => {
  postMessage(JSON.stringify({ failed: String((err && err.message) || err) }));
  close();
});
