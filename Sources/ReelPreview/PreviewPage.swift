// SPDX-License-Identifier: MIT

/// The preview page: one HTML file with its style and script, no outside resources.
///
/// The frame is an image drawn by Reel (`/frame`); the controls play, pause, step, scrub, change
/// speed, loop, switch light/dark and scale; the script's steps are marks on the timeline; hovering
/// or clicking an element shows its index path, frame, alpha, transform and zIndex (`/inspect`).
/// A WebSocket (`/events`) says when the scene's files changed: the page reloads the scene and
/// keeps its time, and shows errors over the last good frame.
enum PreviewPage {
  static let html = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>reel preview</title>
    <style>
    \(style)
    </style>
    </head>
    <body>
    <header><strong id="name">…</strong><span id="status"></span></header>
    <main>
      <div id="stage">
        <img id="frame" alt="the scene's frame">
        <div id="hover" hidden></div>
        <pre id="errors" hidden></pre>
      </div>
      <aside id="inspector">
        <h2>Inspector</h2>
        <div id="picked">Hover over an element, or click it to keep it.</div>
      </aside>
    </main>
    <footer>
      <div id="controls">
        <button id="play" title="Play or pause (space)">Play</button>
        <button id="back" title="Previous frame (←)">◀︎</button>
        <button id="forward" title="Next frame (→)">▶︎</button>
        <input id="scrubber" type="range" min="0" max="0" value="0" step="1"
          aria-label="time">
        <span id="time">0.000 s</span>
        <label>Speed <select id="speed">
          <option>0.25</option><option>0.5</option><option selected>1</option><option>2</option>
        </select></label>
        <label><input id="loop" type="checkbox" checked> Loop</label>
        <label>Appearance <select id="appearance">
          <option value="scene">Scene</option><option value="light">Light</option>
          <option value="dark">Dark</option>
        </select></label>
        <label>Chapter <select id="chapter" title="Jump to a chapter ([ and ])"></select></label>
        <label>Scale <select id="scale">
          <option value="1">1×</option><option value="2">2×</option><option value="3">3×</option>
        </select></label>
      </div>
      <div id="marks"></div>
    </footer>
    <script>
    \(script)
    </script>
    </body>
    </html>
    """

  static let style = """
    :root { color-scheme: light dark; font: 13px system-ui, sans-serif; }
    body { margin: 0; display: flex; flex-direction: column; height: 100vh; }
    header { padding: 8px 12px; display: flex; gap: 12px; align-items: baseline; }
    #status { color: #888; }
    #status.invalid { color: #d33; font-weight: 600; }
    main { flex: 1; display: flex; min-height: 0; }
    #stage { flex: 1; position: relative; overflow: auto; display: flex;
      justify-content: center; align-items: flex-start; padding: 12px; background: #8882; }
    #frame { height: auto; box-shadow: 0 2px 12px #0004; }
    #hover { position: absolute; border: 2px solid #0a84ff; background: #0a84ff22;
      pointer-events: none; }
    #hover.pinned { border-color: #ff9f0a; background: #ff9f0a22; }
    #errors { position: absolute; inset: 12px; margin: 0; padding: 12px; overflow: auto;
      background: #200c; color: #fdd; font: 12px ui-monospace, monospace; white-space: pre-wrap; }
    #inspector { width: 300px; padding: 0 12px; overflow: auto; border-left: 1px solid #8884; }
    #inspector h2 { font-size: 13px; margin: 12px 0 8px; }
    #picked dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0; }
    #picked dt { color: #888; }
    #picked dd { margin: 0; font-family: ui-monospace, monospace; }
    footer { padding: 8px 12px; border-top: 1px solid #8884; }
    #controls { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
    #scrubber { flex: 1; min-width: 200px; }
    #time { font-variant-numeric: tabular-nums; min-width: 5em; }
    #marks { position: relative; height: 22px; margin: 4px 0 0; }
    #marks button { position: absolute; transform: translateX(-50%); font-size: 11px;
      padding: 1px 4px; border: 1px solid #8886; border-radius: 4px; background: none;
      color: inherit; white-space: nowrap; cursor: pointer; }
    #marks button.tick { width: 3px; height: 10px; padding: 0; border: none; border-radius: 1px;
      background: #8888; top: 2px; }
    """
}
