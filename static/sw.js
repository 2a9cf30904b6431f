// The service worker: keeps every file of one build in a cache of its own, so that after
// one visit the game loads and plays with the network off.
//
// The build's finishing step (.ci/finish-build.mjs, run by Trunk after every build)
// writes the build's version and its list of files below. A new build is a new version:
// its worker fills a new cache in the background while the old one keeps serving the
// page, then waits; when the page says "update" (the player accepted the update), it
// takes over, deletes the old caches and the page reloads. So a page never mixes files of
// two builds.
'use strict';

const VERSION = 'development';
const FILES = ['./'];
const PREFIX = 'dominoes-';
const CACHE = PREFIX + VERSION;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'update') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // Every page of the game is index.html; its address may carry a link's query.
  const key = request.mode === 'navigate' ? new URL('./', self.registration.scope).href : request;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key, { ignoreSearch: true }))
      .then((hit) => hit || fetch(request)),
  );
});
