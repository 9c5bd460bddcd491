// SPDX-License-Identifier: MIT
import Foundation
import ReelPortRewrite
import ReelTestSupport
// The ported files are checked against this module as it is built for the tests.
import ReelUIKit
import Testing

/// iOS files of an app (an app and scene delegate, a layout with an `@objc optional` delegate, a
/// view controller with a diffable data source, `#selector`, `@IBOutlet` and an override in an
/// extension), rewritten as `reel port`'s plugin does and type-checked against the built
/// `ReelUIKit` in Swift 5 mode, as a ported package compiles them.
struct PortCompileTests {
  /// The folder of the built modules: beside the test bundle.
  static var modules: URL? {
    let bundle = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let folder = bundle.deletingLastPathComponent().appending(path: "Modules")
    let found = FileManager.default.fileExists(
      atPath: folder.appending(path: "ReelUIKit.swiftmodule").path)
    return found ? folder : nil
  }

  @Test func aPortedAppTypeChecksAgainstReelUIKit() throws {
    let modules = try #require(Self.modules, "ReelUIKit's module beside the test bundle")
    let fixtures = repositoryRoot.appending(path: "Tests/ReelPortTests/Fixtures/App")
    let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
    let sources = try names.map { name in
      PortSource(
        path: fixtures.appending(path: name).path,
        text: try String(contentsOf: fixtures.appending(path: name), encoding: .utf8))
    }
    #expect(sources.count == 5)
    let index = PortRewrite.index(sources)
    let folder = Scratch.folder("ported")
    var outputs: [String] = []
    for (number, source) in sources.enumerated() {
      let output = folder.appending(
        path: "\(number)-" + URL(fileURLWithPath: source.path).lastPathComponent)
      try Data(PortRewrite.rewrite(source, index: index).utf8).write(to: output)
      outputs.append(output.path)
    }
    // The compiler's diagnostics go to standard error: the shell joins them to the output.
    let result = try runProgram(
      "/bin/sh",
      [
        "-c", "exec swiftc \"$@\" 2>&1", "sh", "-typecheck", "-swift-version", "5",
        "-module-name", "Ported", "-I", modules.path,
      ] + outputs)
    let text = String(decoding: result.output, as: UTF8.self)
    #expect(result.status == 0, "\(text)")
    #expect(!text.contains("error:"), "\(text)")
    let registry = PortRegistry(index: index)
    #expect(
      registry.viewControllers == [
        "DetailController", "LibraryViewController", "SettingsViewController",
      ])
    #expect(registry.layouts == ["ShelfLayout", "TightFlowLayout"])
    // The app's first screen, as iOS launches it, by either delegate's name.
    #expect(registry.appDelegate == "AppDelegate")
    #expect(registry.sceneDelegate == "SceneDelegate")
    #expect(
      registry.source.contains(
        "register(\"SceneDelegate\") { Application.shared.launch(AppDelegate(), "
          + "sceneDelegate: SceneDelegate()) ?? ViewController() }"))
  }
}
