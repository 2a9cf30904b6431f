// Starts the computer players' worker (src/ai/worker.rs): loads the wasm-bindgen glue
// and the wasm module Trunk built for the `dominoes-ai` binary, next to this file. The
// module's integrity hash is written in below after each build (.ci/finish-build.mjs).
// If loading fails, the page is told at once (it then plays the easy level itself).
importScripts('./dominoes-ai.js');
const integrity = 'AI_WASM_INTEGRITY';
wasm_bindgen({
  module_or_path: fetch('./dominoes-ai_bg.wasm', integrity.startsWith('sha') ? { integrity } : {}),
}).catch((err) => {
  postMessage(JSON.stringify({ failed: String((err && err.message) || err) }));
  close();
});
