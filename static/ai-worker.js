// Starts the computer players' worker (src/ai/worker.rs). It runs the game's own
// wasm-bindgen glue and WebAssembly module, the files the page has just loaded (so they
// come from the browser's cache, or the service worker's): with no window around, the
// module's start (src/bin/web.rs) enters the worker's loop instead of the game. Their
// hashed names and the module's integrity hash are written in below after each build
// (.ci/finish-build.mjs). If loading fails, the page is told at once (it then plays the
// easy level itself).
const build = { js: 'GLUE', wasm: 'MODULE', integrity: 'INTEGRITY' };
try {
  importScripts(build.js);
  wasm_bindgen({
    module_or_path: fetch(build.wasm, build.integrity.startsWith('sha') ? { integrity: build.integrity } : {}),
  }).catch(failed);
} catch (err) {
  failed(err);
}
function failed(err) {
  postMessage(JSON.stringify({ failed: String((err && err.message) || err) }));
  close();
}
