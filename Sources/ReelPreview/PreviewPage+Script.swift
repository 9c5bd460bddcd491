// SPDX-License-Identifier: MIT

extension PreviewPage {
  /// The page's behaviour. `window.reelPreview` exposes its state (for tests and the console);
  /// `#frame`'s `data-frame` and `data-version` say which frame is on screen.
  static let script = #"""
    const $ = id => document.getElementById(id);
    const state = { scene: null, frame: 0, time: 0, playing: false, loading: false,
      wanted: null, pinned: null, inspected: null, reloads: 0 };
    window.reelPreview = state;
    const options = () => ({ appearance: $('appearance').value, scale: $('scale').value });

    function frameURL(f) {
      const o = options();
      return `/frame?f=${f}&appearance=${o.appearance}&scale=${o.scale}&v=${state.scene.version}`;
    }

    function requestFrame() {
      if (state.loading || state.wanted === null || !state.scene || !state.scene.frames) return;
      const f = state.wanted, version = state.scene.version;
      state.wanted = null;
      state.loading = true;
      const image = new Image();
      image.onload = () => {
        const frame = $('frame');
        frame.src = image.src;
        fit();
        frame.dataset.frame = f;
        frame.dataset.version = version;
        state.loading = false;
        requestFrame();
      };
      image.onerror = () => { state.loading = false; requestFrame(); };
      image.src = frameURL(f);
    }

    // One point is one CSS pixel, unless the canvas is taller than the window.
    function fit() {
      const s = state.scene, room = $('stage').clientHeight - 24;
      const width = Math.min(s.width, room * s.width / s.height);
      $('frame').style.width = Math.max(width, 50) + 'px';
    }

    function show(f) {
      const s = state.scene;
      if (!s || !s.frames) return;
      f = Math.max(0, Math.min(s.frames - 1, f));
      state.frame = f;
      $('scrubber').value = f;
      $('time').textContent = (f / s.fps).toFixed(3) + ' s';
      const now = chapterAt(f / s.fps);
      if (now >= 0) $('chapter').value = String(now);
      state.wanted = f;
      requestFrame();
      state.inspected = null;
      if (state.pinned) inspectAt(state.pinned.x, state.pinned.y, true);
    }

    // The index of the chapter playing at `time` seconds (-1 when the scene has none).
    function chapterAt(time) {
      const chapters = (state.scene && state.scene.chapters) || [];
      let found = -1;
      chapters.forEach((c, i) => { if (c.start <= time + 1e-6) found = i; });
      return found;
    }
    function jumpToChapter(i) {
      const s = state.scene, chapters = s.chapters || [];
      if (i < 0 || i >= chapters.length) return;
      pause();
      show(Math.round(chapters[i].start * s.fps));
    }
    function fillChapters() {
      const select = $('chapter'), chapters = state.scene.chapters || [];
      select.textContent = '';
      chapters.forEach((c, i) => select.add(new Option(c.title, String(i))));
      select.disabled = chapters.length === 0;
    }

    async function loadScene() {
      const s = await (await fetch('/scene', { cache: 'no-store' })).json();
      state.scene = s;
      state.reloads += 1;
      document.body.dataset.version = s.version;
      $('name').textContent = s.name || 'reel preview';
      $('status').textContent = s.errors
        ? 'The scene has errors: showing its last good version.'
        : `${s.frames} frames at ${s.fps} fps`;
      $('status').className = s.errors ? 'invalid' : '';
      $('errors').hidden = !s.errors;
      $('errors').textContent = s.errors || '';
      if (!s.frames) return;
      $('scrubber').max = s.frames - 1;
      fillChapters();
      drawMarks();
      show(Math.min(state.frame, s.frames - 1));
    }

    function drawMarks() {
      const marks = $('marks'), s = state.scene;
      marks.textContent = '';
      const bar = $('scrubber').getBoundingClientRect(), box = marks.getBoundingClientRect();
      for (const step of s.steps) {
        const button = document.createElement('button');
        // Named steps (the chapters) are labelled; the others are ticks, named on hover.
        button.textContent = step.named ? step.name : '';
        if (!step.named) button.className = 'tick';
        button.title = `${step.name}: ${step.start.toFixed(2)}–${step.end.toFixed(2)} s`;
        const fraction = s.duration > 0 ? step.start / s.duration : 0;
        button.style.left = (bar.left - box.left + fraction * bar.width) + 'px';
        button.onclick = () => { pause(); show(Math.round(step.start * s.fps)); };
        marks.appendChild(button);
      }
    }

    let last = null;
    function tick(now) {
      if (!state.playing) return;
      const s = state.scene;
      if (last !== null) state.time += (now - last) / 1000 * Number($('speed').value);
      last = now;
      let f = Math.floor(state.time * s.fps + 1e-6);
      if (f >= s.frames) {
        if (!$('loop').checked) { show(s.frames - 1); pause(); return; }
        state.time = 0;
        f = 0;
      }
      if (f !== state.frame) show(f);
      requestAnimationFrame(tick);
    }
    function play() {
      if (!state.scene || !state.scene.frames) return;
      if (state.frame >= state.scene.frames - 1) state.frame = 0;
      state.time = state.frame / state.scene.fps;
      state.playing = true; last = null;
      $('play').textContent = 'Pause';
      requestAnimationFrame(tick);
    }
    function pause() { state.playing = false; $('play').textContent = 'Play'; }
    """# + inspectorScript + #"""

      $('play').onclick = () => state.playing ? pause() : play();
      $('back').onclick = () => { pause(); show(state.frame - 1); };
      $('forward').onclick = () => { pause(); show(state.frame + 1); };
      $('scrubber').oninput = () => { pause(); show(Number($('scrubber').value)); };
      for (const id of ['appearance', 'scale']) $(id).onchange = () => show(state.frame);
      document.onkeydown = event => {
        if (event.target.tagName === 'SELECT') return;
        if (event.key === ' ') { event.preventDefault(); $('play').click(); }
        if (event.key === 'ArrowLeft') $('back').click();
        if (event.key === 'ArrowRight') $('forward').click();
        const here = chapterAt(state.frame / (state.scene ? state.scene.fps : 1));
        if (event.key === '[') jumpToChapter(here - 1);
        if (event.key === ']') jumpToChapter(here + 1);
      };
      $('chapter').onchange = () => jumpToChapter(Number($('chapter').value));
      window.onresize = () => { if (state.scene && state.scene.frames) { drawMarks(); fit(); } };

      function listen() {
        const socket = new WebSocket(`ws://${location.host}/events`);
        socket.onmessage = () => loadScene();
        socket.onclose = () => setTimeout(listen, 1000);
        state.socket = socket;
      }
      loadScene().then(listen);
      """#
}
