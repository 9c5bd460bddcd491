// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport

/// Makes scene files that are almost valid: it takes a shipped scene, applies one to four edits a
/// fuzzer of structure would — a value replaced by a boundary value (0, −1, NaN, 1e308, "", null…),
/// a number nudged by one or scaled, an entry deleted, a list element duplicated or reordered, a
/// subtree copied from elsewhere (this scene or another), a known key inserted — and writes it
/// back.
/// Sometimes the text itself is then cut or spliced. Deterministic: the same seed and index give
/// the same scene on every machine.
public struct SceneMutator: Sendable {
  let trees: [ValueTree]
  let keys: [String]

  /// - Parameter scenes: scene texts to start from; those that do not parse as YAML are skipped.
  public init(scenes: [String]) {
    trees = scenes.compactMap(ValueTree.init(yaml:))
    keys = trees.reduce(into: Set<String>()) { $0.formUnion($1.keys) }.sorted()
  }

  /// How many scenes mutants are made from.
  public var count: Int { trees.count }

  /// Scalars at the edges of what a scene accepts.
  static let boundaryScalars = [
    "0", "-1", "1", "2", "0.5", "-0.0001", "1e9", "-1e9", "1e308", "-1e308", "1e-308", ".nan",
    ".inf", "-.inf",
    "99999999999999999999", "", "null", "true", "false", "x", String(repeating: "w", count: 600),
    "#ff00ff", "#zzz",
    "🎬", "auto", "easeInOut", "spring",
    // Text and the keys of real cells: bidirectional overrides, joiners, stacked combining marks,
    // a long emoji sequence, directions, materials, symbol names.
    "\u{202E}abc\u{202C}\u{200F}ابج", "a\u{200D}\u{200B}\u{FEFF}b",
    "e" + String(repeating: "\u{0301}", count: 300),
    String(repeating: "👩‍👩‍👧‍👦", count: 50), "rightToLeft", "systemMaterial", "heart.fill",
    "favorite",
  ]

  /// Scene names that are paths or hide control characters: a name becomes output file names.
  static let hostileNames = [
    "../victim", "../../victim", "/tmp/reel-victim", "a/b", "..", ".", ".hidden", "a\u{0}b", "a\tb",
    "a\nb",
    "\\x", String(repeating: "n", count: 300), "", "ok-name",
  ]

  /// Lists and mappings of the shapes scene values take (points, sizes, rects, index paths).
  static let boundaryTrees: [ValueTree] = [
    .list([]), .map([]), .list([.scalar("0"), .scalar("0")]),
    .list([.scalar("-1"), .scalar("-1")]),
    .list([.scalar("1e9"), .scalar("1e9")]),
    .list([.scalar("1"), .scalar("2"), .scalar("3"), .scalar("4")]),
    .list([.list([.scalar("0"), .scalar("0")]), .list([.scalar("0"), .scalar("1")])]),
    .list([.scalar("0"), .scalar("99")]),
  ]

  /// The mutant number `index` of scene `scene` (taken modulo `count`) under `seed`.
  public func mutant(of scene: Int, index: Int, seed: UInt64 = 0) -> String {
    guard !trees.isEmpty else { return "" }
    var random = SplitMix64(
      seed: seed &+ UInt64(scene) &* 0x9E37_79B9 &+ UInt64(index) &* 0x85EB_CA6B)
    var tree = trees[scene % trees.count]
    for _ in 0..<(1 + random.below(4)) { mutate(&tree, &random) }
    var text = tree.yaml
    if random.below(8) == 0 { text = splice(text, &random) }
    return text
  }

  func mutate(_ tree: inout ValueTree, _ random: inout SplitMix64) {
    let paths = tree.paths
    let path = paths[random.below(paths.count)]
    switch random.below(9) {
    case 7:
      guard random.below(3) == 0, case .map(var top) = tree else { return mutate(&tree, &random) }
      let name = ValueTree.scalar(Self.hostileNames[random.below(Self.hostileNames.count)])
      top.removeAll { $0.key == "name" }
      top.insert((key: "name", value: name), at: random.below(top.count + 1))
      tree = .map(top)
    case 0: tree[path] = .scalar(Self.boundaryScalars[random.below(Self.boundaryScalars.count)])
    case 1: tree[path] = Self.boundaryTrees[random.below(Self.boundaryTrees.count)]
    case 2:
      guard case .scalar(let s) = tree[path], let n = Double(s) else {
        return mutate(&tree, &random)
      }
      let nudged = [n + 1, n - 1, -n, n * 1000, n / 1000, 0, n.rounded(.down) + 0.5][
        random.below(7)]
      tree[path] = .scalar(
        nudged == nudged.rounded() && abs(nudged) < 1e15 ? String(Int(nudged)) : String(nudged))
    case 3: edit(&tree, at: path, &random, removing: true)
    case 4: edit(&tree, at: path, &random, removing: false)
    case 5: tree[path] = tree[paths[random.below(paths.count)]]
    case 6:
      let donor = trees[random.below(trees.count)]
      let donorPaths = donor.paths
      tree[path] = donor[donorPaths[random.below(donorPaths.count)]]
    default:
      guard case .map(var m) = tree[path], !keys.isEmpty else {
        return edit(&tree, at: path, &random, removing: false)
      }
      let value: ValueTree =
        random.below(2) == 0
        ? .scalar(Self.boundaryScalars[random.below(Self.boundaryScalars.count)])
        : Self.boundaryTrees[random.below(Self.boundaryTrees.count)]
      m.insert((key: keys[random.below(keys.count)], value: value), at: random.below(m.count + 1))
      tree[path] = .map(m)
    }
  }

  /// Deletes an element or entry of the nearest list or map at or above `path`, or duplicates or
  /// swaps elements of it.
  func edit(_ tree: inout ValueTree, at path: [Int], _ random: inout SplitMix64, removing: Bool) {
    var path = path
    while true {
      switch tree[path] {
      case .list(var l) where !l.isEmpty:
        let i = random.below(l.count)
        let j = random.below(l.count)
        if removing {
          l.remove(at: i)
        } else if random.below(2) == 0 {
          l.insert(l[i], at: j)
        } else {
          l.swapAt(i, j)
        }
        tree[path] = .list(l)
        return
      case .map(var m) where !m.isEmpty:
        let i = random.below(m.count)
        let j = random.below(m.count)
        if removing { m.remove(at: i) } else { m.swapAt(i, j) }
        tree[path] = .map(m)
        return
      default:
        guard !path.isEmpty else { return }
        path.removeLast()
      }
    }
  }

  /// The text cut short, or with a stretch of it repeated or removed.
  func splice(_ text: String, _ random: inout SplitMix64) -> String {
    var bytes = Array(text.utf8)
    guard bytes.count > 2 else { return text }
    let a = random.below(bytes.count)
    let b = min(bytes.count, a + 1 + random.below(40))
    switch random.below(3) {
    case 0: bytes.removeSubrange(a...)
    case 1: bytes.insert(contentsOf: bytes[a..<b], at: random.below(bytes.count))
    default: bytes.removeSubrange(a..<b)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
