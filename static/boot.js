// Starts the game and its offline support. Loaded by index.html (through Trunk's
// `pattern_script` in Trunk.toml) with the names of the game's two hashed files: the
// wasm-bindgen glue (a classic script) and the WebAssembly module, each loaded with the
// integrity hash the build's finishing step (.ci/finish-build.mjs) writes on this
// script's tag.
//
// It also registers the service worker (sw.js) and, when a new version of the game has
// been downloaded in the background, shows the "update ready" bar of index.html; its
// button tells the waiting worker to take over, and the page reloads into the new
// version (the match in progress is saved after every move, so nothing is lost).
(function () {
  'use strict';
  const data = document.currentScript.dataset;

  function failed(err) {
    const crash = document.getElementById('crash');
    const detail = document.getElementById('crash-detail');
    if (detail) detail.textContent = 'The game could not load: ' + String((err && err.message) || err);
    if (crash) crash.hidden = false;
  }

  // The module downloads while the glue loads.
  const wasm = fetch(data.wasm, data.wasmIntegrity ? { integrity: data.wasmIntegrity } : {});
  wasm.catch(failed);
  const glue = document.createElement('script');
  glue.src = data.js;
  if (data.jsIntegrity) glue.integrity = data.jsIntegrity;
  glue.addEventListener('load', function () {
    // The glue declares `wasm_bindgen` in the scripts' shared global scope.
    // eslint-disable-next-line no-undef
    wasm_bindgen({ module_or_path: wasm }).catch(failed);
  });
  glue.addEventListener('error', function () {
    failed(new Error(data.js + ' could not be loaded'));
  });
  document.head.appendChild(glue);

  if (!('serviceWorker' in navigator)) return;
  let updating = false;
  const bar = document.getElementById('update');
  const button = document.getElementById('update-button');

  function offer(worker) {
    // The first install of all is not an update.
    if (!navigator.serviceWorker.controller || !bar || !button) return;
    bar.hidden = false;
    button.addEventListener('click', function () {
      updating = true;
      button.disabled = true;
      worker.postMessage('update');
    });
  }

  navigator.serviceWorker.addEventListener('controllerchange', function () {
    if (updating) window.location.reload();
  });
  navigator.serviceWorker
    .register('./sw.js')
    .then(function (registration) {
      if (registration.waiting) offer(registration.waiting);
      registration.addEventListener('updatefound', function () {
        const worker = registration.installing;
        if (!worker) return;
        worker.addEventListener('statechange', function () {
          if (worker.state === 'installed') offer(worker);
        });
      });
    })
    .catch(function () {
      // No offline play (a private window, or a host without HTTPS): the game still runs.
    });
})();
