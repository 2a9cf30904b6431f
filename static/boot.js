// Starts the game and its offline support. Loaded by index.html (through Trunk's
// `pattern_script` in Trunk.toml) with the names of the game's hashed files: the
// wasm-bindgen glue (a classic script), the WebAssembly module and the style sheet, each
// loaded with the integrity hash the build's finishing step (.ci/finish-build.mjs)
// writes on this script's tag.
//
// Until the game runs, the page shows the static first view of index.html (styled by its
// inline critical style sheet); the game replaces it. So that nothing the picker does not
// need competes with it on a slow phone: the module is compiled while it downloads, the
// style sheet loads without holding up the first paint, and the service worker is only
// registered a little after the game has started (it then downloads every file of the
// build for offline play).
//
// When a new version of the game has been downloaded in the background, this shows the
// "update ready" bar of index.html; its button tells the waiting worker to take over, and
// the page reloads into the new version (the match in progress is saved after every
// move, so nothing is lost).
(function () {
  'use strict';
  const data = document.currentScript.dataset;

  function failed(err) {
    const app = document.getElementById('app');
    const crash = document.getElementById('crash');
    const detail = document.getElementById('crash-detail');
    if (detail) detail.textContent = 'The game could not load: ' + String((err && err.message) || err);
    if (app) app.hidden = true;
    if (crash) crash.hidden = false;
  }

  // The module is compiled as it downloads, and used only once its bytes have matched
  // their integrity hash (a fetch with `integrity` would hold them all back until then,
  // so the compiler would start only after the last byte). Where the page cannot hash
  // (no Web Crypto: plain HTTP), it is fetched checked and compiled once it is all there.
  function ok(response) {
    if (!response.ok) throw new Error(data.wasm + ': HTTP ' + response.status);
    return response;
  }
  function checked(response) {
    const copies = response.body.tee();
    const wasmType = { headers: { 'content-type': 'application/wasm' } };
    const module = WebAssembly.compileStreaming(new Response(copies[0], wasmType));
    const check = new Response(copies[1])
      .arrayBuffer()
      .then(function (bytes) {
        return crypto.subtle.digest('SHA-384', bytes);
      })
      .then(function (digest) {
        const hash = 'sha384-' + btoa(String.fromCharCode.apply(null, new Uint8Array(digest)));
        if (hash !== data.wasmIntegrity) throw new Error(data.wasm + ' failed its integrity check');
      });
    return Promise.all([module, check]).then(function (both) {
      return both[0];
    });
  }
  const compiled = !data.wasmIntegrity
    ? fetch(data.wasm).then(ok).then(function (r) {
        return WebAssembly.compileStreaming(r);
      })
    : window.crypto && crypto.subtle && window.ReadableStream
      ? fetch(data.wasm).then(ok).then(checked)
      : fetch(data.wasm, { integrity: data.wasmIntegrity })
          .then(ok)
          .then(function (r) {
            return r.arrayBuffer();
          })
          .then(WebAssembly.compile);
  // Adds `element` to the page; settles once it has loaded. A script that fails to load
  // stops the game from starting; a style sheet does not (the game works unstyled).
  function loaded(element, needed) {
    return new Promise(function (resolve, reject) {
      element.addEventListener('load', resolve);
      element.addEventListener('error', function () {
        if (needed) reject(new Error((element.src || element.href) + ' could not be loaded'));
        else resolve();
      });
      document.head.appendChild(element);
    });
  }
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = data.css;
  if (data.cssIntegrity) sheet.integrity = data.cssIntegrity;
  const glue = document.createElement('script');
  glue.src = data.js;
  if (data.jsIntegrity) glue.integrity = data.jsIntegrity;
  // Once all three are in, the game starts in a task of its own (a timeout), not in the
  // one that finished checking the module: on a slow phone, two shorter tasks.
  function soon(value) {
    return new Promise(function (resolve) {
      setTimeout(resolve, 0, value);
    });
  }
  Promise.all([compiled, loaded(sheet, false), loaded(glue, true)])
    .then(soon)
    .then(function (done) {
      // The glue declares `wasm_bindgen` in the scripts' shared global scope.
      // eslint-disable-next-line no-undef
      return wasm_bindgen({ module_or_path: done[0] });
    })
    .then(function () {
      setTimeout(offline, 2000);
    }, failed);

  // The crash message's second way out: the same restart without the saved match (in
  // case the match is what stops the game; see src/app/mod.rs). The key is MATCH_KEY of
  // src/view/saved.rs.
  const fresh = document.getElementById('crash-new');
  if (fresh) {
    fresh.addEventListener('click', function () {
      try {
        localStorage.removeItem('dominoes.match');
      } catch (e) {
        // No storage: nothing was saved.
      }
    });
  }

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

  function offline() {
    if (!('serviceWorker' in navigator)) return;
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
  }
})();
