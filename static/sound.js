// The table's sounds, synthesized with the Web Audio API (no audio files). The game
// (src/app/hooks/sound.rs) calls window.dominoesSound(kind) with 'place' (a tile put
// down), 'pass', 'win' or 'lose' (a hand won or lost by your side); it checks the mute
// setting first. Browsers allow audio only after a gesture: the first pointer or key
// press creates (or resumes) the audio context, and until then sounds are skipped.
(function () {
  'use strict';
  let ctx = null;

  function wake() {
    const Context = window.AudioContext || window.webkitAudioContext;
    // Not every key press lets a page start audio (Escape does not): wait for one that does.
    const activation = navigator.userActivation;
    if (!Context || (activation && !activation.isActive)) return;
    if (!ctx) ctx = new Context();
    if (ctx.state === 'suspended') ctx.resume().catch(function () {});
  }
  window.addEventListener('pointerdown', wake, true);
  window.addEventListener('keydown', wake, true);

  // One note: `type` wave at `freq` Hz (sliding to `to` if given), `at` seconds from now,
  // `len` seconds long, with a quick attack and an exponential fade.
  function tone(freq, at, len, type, level, to) {
    const t = ctx.currentTime + at;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, t);
    if (to) osc.frequency.exponentialRampToValueAtTime(to, t + len);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(level, t + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + len);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + len + 0.05);
  }

  // The clack of a tile: a short burst of fading noise through a band-pass filter.
  function clack() {
    const n = Math.floor(ctx.sampleRate * 0.04);
    const buffer = ctx.createBuffer(1, n, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < n; i += 1) data[i] = (Math.random() * 2 - 1) * Math.pow(1 - i / n, 4);
    const noise = ctx.createBufferSource();
    noise.buffer = buffer;
    const band = ctx.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = 2500;
    band.Q.value = 1.5;
    const gain = ctx.createGain();
    gain.gain.value = 0.7;
    noise.connect(band).connect(gain).connect(ctx.destination);
    noise.start();
  }

  const SOUNDS = {
    place: function () {
      clack();
      tone(210, 0, 0.08, 'sine', 0.3, 110);
    },
    pass: function () {
      tone(560, 0, 0.1, 'triangle', 0.12);
      tone(420, 0.11, 0.14, 'triangle', 0.12);
    },
    // After the last tile's clack: a rising major arpeggio, or a falling minor one.
    win: function () {
      [523, 659, 784, 1047].forEach(function (f, i) {
        tone(f, 0.2 + i * 0.1, i === 3 ? 0.5 : 0.2, 'triangle', 0.15);
      });
    },
    lose: function () {
      [392, 311, 262].forEach(function (f, i) {
        tone(f, 0.2 + i * 0.16, i === 2 ? 0.5 : 0.25, 'sine', 0.18);
      });
    },
  };

  window.dominoesSound = function (kind) {
    if (ctx && ctx.state === 'running' && SOUNDS[kind]) SOUNDS[kind]();
  };
})();
