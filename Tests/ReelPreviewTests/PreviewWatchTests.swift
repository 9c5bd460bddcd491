// SPDX-License-Identifier: MIT
import Foundation
import ReelExport
import ReelTestSupport
import Testing

@testable import ReelPreview

/// The preview's file watcher against saves that take long to load, and images saved again.
@Suite(.serialized) struct PreviewWatchTests {
  /// A load that never ends (as a hostile image's decode could) does not stop the next save from
  /// being loaded and announced.
  @Test func aLoadThatHangsDoesNotStopTheNextSave() async throws {
    let path = try sceneFile()
    let release = DispatchSemaphore(value: 0)
    defer { for _ in 0..<8 { release.signal() } }
    let loads = Versions()
    let scene = PreviewScene(path: path, limits: .standard) { variant in
      if loads.add(0) == 2 { release.wait() }  // the first load after the initial one hangs
      return try SceneFiles.player(path: path, variant: variant)
    }
    let versions = Versions()
    try (previewScene + "\n# saved\n").write(toFile: path, atomically: true, encoding: .utf8)
    scene.refreshInBackground { versions.add($0) }
    // The save's load has started (and hangs) before the fix is saved: the two loads' threads
    // would otherwise race to be the one that hangs.
    for _ in 0..<1500 where loads.all.count < 2 { try await Task.sleep(nanoseconds: 20_000_000) }
    let fixed = previewScene.replacingOccurrences(of: "systemBlue", with: "systemRed")
    try fixed.write(toFile: path, atomically: true, encoding: .utf8)
    scene.refreshInBackground { versions.add($0) }
    for _ in 0..<1500 where versions.all.isEmpty { try await Task.sleep(nanoseconds: 20_000_000) }
    #expect(versions.all == [2])
    #expect(scene.current.errors == nil)
    // The hung load, released, is older than what is in place: it changes nothing.
    release.signal()
    try await Task.sleep(nanoseconds: 300_000_000)
    #expect(versions.all == [2] && scene.current.version == 2)
  }

  /// An image saved again while previewing is drawn anew (decoded images were kept by path for
  /// the life of the process).
  @Test func anImageSavedAgainIsDrawnAnew() throws {
    let folder = Scratch.folder("preview-image")
    let image = folder.appendingPathComponent("dot.svg")
    let svg = { (colour: String) in
      "<svg xmlns='http://www.w3.org/2000/svg' width='8' height='8'>"
        + "<rect width='8' height='8' fill='\(colour)'/></svg>"
    }
    try svg("#FF0000").write(to: image, atomically: true, encoding: .utf8)
    let scene = folder.appendingPathComponent("scene.yaml")
    try """
    canvas: {width: 100, height: 60, scale: 1, fps: 10, hold: 0.1, background: "#FFFFFF"}
    collectionView:
      layout: {type: flow, itemSize: [40, 40], sectionInset: 10}
      items: 1
      style: {image: {file: dot.svg}}
    """.write(to: scene, atomically: true, encoding: .utf8)
    let preview = PreviewScene(path: scene.path)
    let routes = PreviewRoutes(scene: preview)
    let red = routes.respond(method: "GET", path: "/frame", query: ["f": "0"])
    try svg("#0000FF").write(to: image, atomically: true, encoding: .utf8)
    #expect(preview.refresh())
    let blue = routes.respond(method: "GET", path: "/frame", query: ["f": "0"])
    #expect(red.status == 200 && blue.status == 200)
    #expect(red.body != blue.body)
  }
}

final class Versions: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [Int] = []
  var all: [Int] { lock.withLock { list } }
  /// Adds `version`; returns how many there are now.
  @discardableResult func add(_ version: Int) -> Int {
    lock.withLock {
      list.append(version)
      return list.count
    }
  }
}

/// `--allow-host` takes host names and addresses only; a bracketed IPv6 address is matched as
/// browsers send it.
@Suite struct AllowedHostTests {
  @Test func namesThatCannotBeHostsAreRefused() throws {
    let scene = try sceneFile()
    for name in ["", "*", "a\u{1B}b", "evil.example/path", String(repeating: "a", count: 300)] {
      let run = try runProgram(
        try reelBinary().path, ["preview", scene, "--port", "0", "--allow-host", name])
      #expect(run.status == 64, "\(name.debugDescription)")
    }
  }

  @Test func bracketedAddressesAndCaseAreMatchedAsSent() {
    let policy = PreviewRequestPolicy(bound: "127.0.0.1", port: 9, allowed: ["[::1]", "My.Box"])
    let ask = { (host: String, origin: String) in
      policy.refusal(target: "/", headers: [("Host", host), ("Origin", origin)])?.status
    }
    #expect(ask("[::1]:9", "http://[::1]:9") == nil)
    #expect(ask("MY.BOX:9", "http://my.box:9") == nil)
    #expect(ask("my.box.evil.example", "http://my.box:9") == 403)
    #expect(ask("my.box:9", "http://my.box:10") == 403)
  }
}
