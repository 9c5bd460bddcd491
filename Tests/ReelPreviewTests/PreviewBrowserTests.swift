// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

/// The page in headless Chromium: it loads, plays, scrubs, steps, inspects, switches to dark and
/// follows the scene file as it is saved — good and bad.
@Suite struct PreviewBrowserTests {
  let scene = previewScene.replacingOccurrences(
    of: "background: \"#FFFFFF\"", with: "background: systemBackground")

  /// JavaScript: the colour of the displayed frame's pixel at canvas point (x, y).
  static func pixel(_ x: Int, _ y: Int) -> String {
    """
    const f = document.getElementById('frame'), c = document.createElement('canvas');
    c.width = f.naturalWidth; c.height = f.naturalHeight;
    const g = c.getContext('2d'); g.drawImage(f, 0, 0);
    const k = f.naturalWidth / reelPreview.scene.width;
    return Array.from(g.getImageData(\(x) * k, \(y) * k, 1, 1).data);
    """
  }

  static func shows(_ frame: Int) -> String {
    "document.getElementById('frame').dataset.frame === '\(frame)' && !reelPreview.loading"
  }

  @Test func playsScrubsInspectsAndReloads() async throws {
    let path = try sceneFile(scene)
    let preview = try await RunningPreview.start(path)
    defer { preview.stop() }
    let click = """
      const f = document.getElementById('frame'), r = f.getBoundingClientRect();
      const k = r.width / reelPreview.scene.width;
      f.dispatchEvent(new MouseEvent('click', {clientX: r.left + 30 * k, clientY: r.top + 30 * k,
        bubbles: true}));
      await new Promise(done => setTimeout(done, 300));
      const values = {};
      for (const dd of document.querySelectorAll('#element dd')) {
        values[dd.dataset.key] = dd.textContent;
      }
      return values;
      """
    let steps: [[String: Any]] = [
      Browser.wait("loaded", Self.shows(0)),
      Browser.script(
        "marks",
        "return Array.from(document.querySelectorAll('#marks button'), b => b.textContent);"),
      Browser.script(
        "chapters",
        "return Array.from(document.querySelectorAll('#chapter option'), o => o.textContent);"),
      Browser.script(
        "jump", "document.dispatchEvent(new KeyboardEvent('keydown', {key: ']'})); return true;"),
      Browser.wait("jumped", Self.shows(4)),
      Browser.script(
        "play",
        """
        document.getElementById('play').click();
        await new Promise(done => setTimeout(done, 600));
        const playing = reelPreview.playing, frame = reelPreview.frame;
        document.getElementById('play').click();
        return {playing, frame};
        """),
      Browser.script(
        "scrub",
        """
        const s = document.getElementById('scrubber'); s.value = 7;
        const start = performance.now(); s.dispatchEvent(new Event('input'));
        while (document.getElementById('frame').dataset.frame !== '7') {
          await new Promise(done => setTimeout(done, 5));
        }
        return performance.now() - start;
        """),
      Browser.script("forward", "document.getElementById('forward').click(); return true;"),
      Browser.wait("stepped", Self.shows(8)),
      Browser.script("inspect", click),
      Browser.script("light", Self.pixel(2, 2)),
      Browser.script(
        "dark",
        """
        const a = document.getElementById('appearance'); a.value = 'dark';
        a.dispatchEvent(new Event('change'));
        await new Promise(done => setTimeout(done, 50));
        while (reelPreview.loading) await new Promise(done => setTimeout(done, 5));
        """ + Self.pixel(2, 2)),
      Browser.write("edit", path, scene.replacingOccurrences(of: "systemBlue", with: "systemRed")),
      Browser.wait(
        "reloaded",
        "document.getElementById('frame').dataset.version === '2' && !reelPreview.loading"),
      Browser.script("kept", "return reelPreview.frame;"),
      Browser.write("break", path, scene.replacingOccurrences(of: "items: 4", with: "items: -4")),
      Browser.wait(
        "errors",
        "!document.getElementById('errors').hidden && document.getElementById('errors').textContent"
      ),
      Browser.script(
        "still", "const f = document.getElementById('frame');\nreturn f.complete && f.naturalWidth;"
      ),
    ]
    let results = try await Browser.run(preview.url, steps: steps)
    #expect(results["marks"] as? [String] == ["insert", "delete"])
    // The chapters (the scene's name before the first named step), "]" jumping to the next.
    #expect(results["chapters"] as? [String] == ["scene", "insert", "delete"])
    let play = try #require(results["play"] as? [String: Any])
    #expect(play["playing"] as? Bool == true && (play["frame"] as? Int ?? 0) >= 3, "\(play)")
    #expect(results["scrub"] is Double)
    let picked = try #require(results["inspect"] as? [String: String])
    #expect(picked["indexPath"] == "[0, 0]" && picked["element"] == "cell", "\(picked)")
    #expect(picked["frame"]?.hasPrefix("(10, 10, 40, 40)") == true, "\(picked)")
    #expect(picked["alpha"] != nil && picked["transform"] != nil && picked["zIndex"] != nil)
    let light = try #require(results["light"] as? [Int])
    let dark = try #require(results["dark"] as? [Int])
    #expect(light[0] > 200 && dark[0] < 60, "light \(light), dark \(dark)")
    #expect(results["kept"] as? Int == 8)  // the edit kept the page's time
    let errors = try #require(results["errors"] as? String)
    #expect(errors.contains("scene.yaml:4:10"), "\(errors)")
    #expect((results["still"] as? Int ?? 0) > 0)  // the last good frame stays under the errors
  }
}
