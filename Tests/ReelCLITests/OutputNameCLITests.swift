// SPDX-License-Identifier: MIT
import Foundation
import Testing

/// Every file under `root` with its contents, to prove a command changed nothing outside a folder.
func tree(_ root: URL, excluding excluded: String? = nil) -> [String: Data] {
  var files: [String: Data] = [:]
  let enumerator = FileManager.default.enumerator(atPath: root.path)
  while let relative = enumerator?.nextObject() as? String {
    if let excluded, relative == excluded || relative.hasPrefix(excluded + "/") { continue }
    let url = root.appendingPathComponent(relative)
    var isDirectory: ObjCBool = false
    _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    files[relative] =
      isDirectory.boolValue ? Data("<dir>".utf8) : (try? Data(contentsOf: url)) ?? Data()
  }
  return files
}

func scene(named name: String) -> String {
  "name: \(name)\n" + goodScene
}

/// Finding 1 of the hostile-input audit: a scene's `name:` names its outputs and must not lead
/// out of `--out` (or `--references`).
@Suite struct OutputNameCLITests {
  /// A scene named `name` is refused at `name:` for every way of writing it, and nothing outside
  /// `out/` (nor inside it) changes.
  func expectRefused(_ name: String, _ arguments: [String], line: Int = 1) throws {
    let dir = try scratch(["evil.yaml": scene(named: name), "victim.gif": "original"])
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("victimdir"), withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: dir.appendingPathComponent("victimdir/keep.txt"))
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("work/out"), withIntermediateDirectories: true)
    let before = tree(dir)
    let r = try runReel(arguments + ["../evil.yaml"], in: dir.appendingPathComponent("work"))
    #expect(r.status == 65, "\(name) \(arguments): \(r.stderr)")
    #expect(r.stderr.contains("../evil.yaml:\(line):7: error: name: a scene name"), "\(r.stderr)")
    #expect(tree(dir) == before, "\(name) \(arguments) changed files")
  }

  @Test func aNameThatIsAPathIsRefusedForEveryCommandAndChangesNothing() throws {
    let commands: [[String]] = [
      ["render", "--format", "png"], ["render", "--format", "svg"], ["render"],
      ["render", "--format", "apng"],
      ["render", "--format", "sheet"], ["render", "--format", "webp"],
      ["render", "--format", "animated-svg"],
      ["render", "--at", "0.1"], ["batch"],
      ["snapshot", "--references", "refs", "--record", "all"],
    ]
    for command in commands {
      try expectRefused("../victimdir", command)
      try expectRefused("../victim", command)
    }
    try expectRefused("../../X", ["snapshot", "--references", "out/refs", "--record", "all"])
  }

  @Test func everyKindOfPathLikeNameIsRefused() throws {
    for name in [
      "/tmp/abs", "..", ".", ".hidden", "\"a\\0b\"", "\"a\\tb\"", "\"a\\nb\"", "'a\\b'", "''",
      "a/b",
      String(repeating: "n", count: 201),
    ] {
      try expectRefused(name, ["render", "--format", "png"])
    }
  }

  @Test func aFileNameThatIsNotSafeIsReducedToOne() throws {
    let dir = try scratch([".hidden.yaml": goodScene, "tab\tname.yaml": goodScene])
    #expect(try runReel(["render", ".hidden.yaml", "tab\tname.yaml"], in: dir).status == 0)
    let out = try FileManager.default.contentsOfDirectory(
      atPath: dir.appendingPathComponent("out").path)
    #expect(out.sorted() == ["hidden.gif", "tab-name.gif"])
  }

  @Test func ordinaryNamesStillWork() throws {
    let dir = try scratch(["s.yaml": scene(named: "\"Photos – grid @2x\"")])
    #expect(try runReel(["render", "s.yaml"], in: dir).status == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: dir.appendingPathComponent("out/Photos – grid @2x.gif").path))
  }
}
