// SPDX-License-Identifier: MIT
import Foundation
import ReelLayout
import ReelRender
import Yams

/// Reads scene files (YAML; JSON is valid YAML) into `SceneDocument`s, checking every key and
/// value.
public enum SceneLoader {
  /// The largest canvas side in points and the largest item count per section (keep rendering
  /// sane).
  public static let maximumCanvasSide: CGFloat = 8192
  public static let maximumItemsPerSection = 100_000
  /// The largest scene file read, bytes: far above any scene written by hand or generated with item
  /// counts as numbers, and small enough that parsing it cannot exhaust memory.
  public static let maximumSceneBytes = 64 << 20

  /// Reads and validates the scene at `path`.
  /// - Throws: `SceneFileError` when the file cannot be read, `SceneError` for any problem in it.
  /// `checkScript`: see `SceneContext.checkScript`.
  public static func load(
    path: String, decodeImage: (@Sendable (String) throws -> CGSize)? = nil,
    limits: SceneLimits = .standard, variant: SceneVariant = SceneVariant(),
    checkScript: (@Sendable (SceneDocument) throws(SceneError) -> Void)? = nil
  ) throws -> SceneDocument {
    guard FileManager.default.fileExists(atPath: path) else {
      throw SceneFileError.notFound(path: path)
    }
    let data: Data
    do {
      data = Data(try RegularFile.contents(atPath: path, maximumBytes: maximumSceneBytes))
    } catch {
      throw SceneFileError.unreadable(path: path, reason: "\(error)")
    }
    let url = URL(fileURLWithPath: path)
    var context = SceneContext(
      baseDirectory: url.deletingLastPathComponent(), decodeImage: decodeImage, limits: limits,
      variant: variant)
    context.checkScript = checkScript
    return try parse(
      data: data, file: path, defaultName: url.deletingPathExtension().lastPathComponent,
      context: context)
  }

  /// Parses a scene file's bytes, which must be UTF-8; `file` is used in messages.
  public static func parse(
    data: Data, file: String, defaultName: String = "scene", context: SceneContext? = nil
  ) throws(SceneError) -> SceneDocument {
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      if let nul = nulPosition(data) {
        throw SceneError(
          file: file, line: nul.line, column: nul.column, keyPath: "",
          message: "the file holds a NUL byte, which YAML text cannot (write \\0 inside quotes)")
      }
      let problem = encodingProblem(data)
      if problem.hasPrefix("the file is not UTF-8"), let bad = invalidUTF8Position(data) {
        let hex = String(bad.byte, radix: 16, uppercase: true)
        throw SceneError(
          file: file, line: bad.line, column: bad.column, keyPath: "",
          message: "the file is not UTF-8 text: byte 0x\(hex) here is not part of a character; "
            + "save it as UTF-8")
      }
      throw SceneError(file: file, line: 1, column: 1, keyPath: "", message: problem)
    }
    return try parse(text, file: file, defaultName: defaultName, context: context)
  }

  /// Parses scene text; `file` is used in messages.
  public static func parse(
    _ text: String, file: String, defaultName: String = "scene", context: SceneContext? = nil
  ) throws(SceneError) -> SceneDocument {
    var context =
      context
      ?? SceneContext(baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    context.errorTally = ErrorTally()
    do {
      return try parseDocument(text, file: file, defaultName: defaultName, context: context)
    } catch {
      let found = (context.errorTally.errors + [error]).prefix(ErrorTally.limit)
      let all = SceneError.combined(Array(found)) ?? error
      throw SceneHints.hinted(all, in: text)
    }
  }

  /// Reads the document; independent parts (the canvas, the collection views, each section,
  /// item and step) are read on after one fails, and their errors thrown together at the end.
  private static func parseDocument(
    _ text: String, file: String, defaultName: String, context: SceneContext
  ) throws(SceneError) -> SceneDocument {
    var context = context
    let (root, locales) = try variant(
      of: compose(text, file: file, limits: context.limits), context: context, file: file)
    let keys = SceneKeys.document
    // The traits first: every colour is resolved for them as it is read.
    context.traits = try traits(
      SceneValue(node: root, path: "", file: file, context: context).mapping(allowed: keys),
      override: context.variant.appearance)
    let top = try SceneValue(node: root, path: "", file: file, context: context).mapping(
      allowed: keys)
    let canvasValue = try top.required("canvas", "a mapping with width and height")
    let limits = context.limits
    let canvas = try canvasValue.recovering { v throws(SceneError) in
      try checkedCanvas(v, limits: limits)
    }
    let read = try canvas.flatMap { canvas throws(SceneError) in
      try top.value.recovering { _ throws(SceneError) in try Self.views(top, canvas: canvas) }
    }
    let names = read?.0.map(\.name)
    let synced = try names.flatMap { names throws(SceneError) in
      try top.value.recovering { _ throws(SceneError) in try sync(top["sync"], names: names) }
    }
    let script =
      try top["script"].map { v throws(SceneError) in
        try v.recovering { v throws(SceneError) in try self.script(v, targets: names) }
      } ?? []
    if context.errorTally.droppedPart { try context.errorTally.throwIfAny() }
    guard let canvas, let (collectionViews, screens, container) = read, let synced, let script
    else {
      try context.errorTally.throwIfAny()
      throw canvasValue.error("the scene could not be read")
    }
    try checkWork(script, collectionViews: collectionViews, limits: context.limits)
    var document = SceneDocument(
      file: file,
      name: try outputName(top["name"], default: defaultName) + context.variant.nameSuffix,
      canvas: canvas,
      collectionViews: collectionViews, script: script)
    document.syncedCollectionViews = synced
    document.canvasLocations["canvas"] = canvasValue.location
    if let m = try? canvasValue.mapping(allowed: canvasValue.mappingKeys) {
      for key in m.keys { document.canvasLocations[key] = m[key]!.location }
    }
    document.screens = screens
    document.container = container
    if let v = top["overlays"] { document.overlays = try overlays(v) }
    if let v = top["theme"] { document.overlayTheme = try overlayTheme(v) }
    document.warnings = context.warningTally.warnings
    document.traits = context.traits
    document.locales = locales
    if !context.errorTally.errors.isEmpty {
      // Every part was read: the script's errors join the others.
      do throws(SceneError) {
        try context.checkScript?(document)
      } catch {
        _ = context.errorTally.add(error)
      }
      try context.errorTally.throwIfAny()
    }
    return document
  }

  /// The scene's tree with merge keys applied, then the variant's `--set` values.
  static func variant(of root: Node, context: SceneContext, file: String) throws(SceneError)
    -> (Node, locales: [String])
  {
    let limits = context.limits
    let included = try withIncludes(mergingKeys(root), context: context, file: file)
    let filled = try withTemplates(included, file: file, limits: limits)
    let (localized, locales) = try withStrings(filled, context: context, file: file)
    do {
      return (try applying(context.variant.settings, to: localized, limits: limits), locales)
    } catch {
      throw SceneError(file: file, line: 0, column: 0, keyPath: "", message: error.description)
    }
  }

  /// `appearance: light|dark` and `systemVersion: 13…18|26`; `override` (the command line's
  /// `--appearance`) wins over the scene's appearance.
  static func traits(_ top: SceneMapping, override: UserInterfaceStyle?) throws(SceneError)
    -> TraitCollection
  {
    var traits = TraitCollection.standard
    if let v = top["appearance"] {
      traits.userInterfaceStyle = UserInterfaceStyle(rawValue: try v.choice(["light", "dark"]))!
    }
    if let override { traits.userInterfaceStyle = override }
    if let v = top["systemVersion"] {
      let major = try v.int()
      guard let version = SystemVersion(major: major) else {
        throw v.error(
          "expected an iOS version from 13 to 18 (the look before iOS 26) or 26, found \(major)")
      }
      traits.systemVersion = version
    }
    return traits
  }

  /// The YAML tree of `text`, after the event scan has checked its size and shape.
  static func compose(_ text: String, file: String, limits: SceneLimits) throws(SceneError)
    -> Node
  {
    try SceneScanner(file: file, limits: limits).scan(text)
    do {
      guard let node = try Yams.compose(yaml: text) else {
        throw SceneError(
          file: file, line: 1, column: 1, keyPath: "",
          message: "the scene is empty; expected a mapping with canvas, collectionView and script")
      }
      try checkShape(node, file: file, limits: limits)
      return node
    } catch let error as SceneError {
      throw error
    } catch let error as YamlError {
      throw yamlError(error, text: text, file: file, limits: limits)
    } catch {
      throw SceneError(
        file: file, line: 1, column: 1, keyPath: "", message: "cannot parse the YAML: \(error)")
    }
  }

  /// The canvas, refused when one frame would be more pixels than `limits` allow.
  static func checkedCanvas(_ value: SceneValue, limits: SceneLimits) throws(SceneError)
    -> CanvasSpec
  {
    let canvas = try self.canvas(value)
    let framePixels =
      Int((canvas.width * canvas.scale).rounded(.up))
      * Int((canvas.height * canvas.scale).rounded(.up))
    if framePixels > limits.framePixels {
      throw value.error(
        SceneLimits.message(
          """
          a frame's size in pixels (\(Int(canvas.width))×\(Int(canvas.height)) points at scale \
          \(canvas.scale))
          """,
          framePixels,
          limit: limits.framePixels, flag: "--max-frame-pixels"))
    }
    return canvas
  }

  /// The collection views — one, a list, or inside screens — and the screens and their container.
  static func views(_ top: SceneMapping, canvas: CanvasSpec) throws(SceneError)
    -> ([CollectionViewSpec], [ScreenSpec], ContainerSpec?)
  {
    if let hosted = top["viewController"] {
      return ([try hostedCollectionView(hosted, top: top, canvas: canvas)], [], nil)
    }
    if let list = top["screens"] {
      if let other = top["collectionView"] ?? top["collectionViews"] {
        throw other.error(
          "a scene with screens puts its collection views inside them; move this into a screen")
      }
      let (screens, container, views) = try self.screens(
        list, container: top["container"], canvas: canvas)
      return (views, screens, container)
    }
    if let c = top["container"] { throw c.error("a container holds screens; add a screens list") }
    guard let list = top["collectionViews"] else {
      let single = try top.required("collectionView", "a mapping with a layout")
      return ([try self.collectionView(single, canvas: canvas)], [], nil)
    }
    if let single = top["collectionView"] {
      throw single.error("give either collectionView or collectionViews, not both")
    }
    var collectionViews: [CollectionViewSpec] = []
    for (i, element) in try list.list().enumerated() {
      var spec = try self.collectionView(element, canvas: canvas, extraKeys: ["name"])
      let m = try element.mapping(allowed: element.mappingKeys)
      spec.name = try m["name"]?.string() ?? "cv\(i)"
      if collectionViews.contains(where: { $0.name == spec.name }) {
        throw (m["name"] ?? element).error("duplicate collection view name '\(spec.name)'")
      }
      collectionViews.append(spec)
    }
    guard !collectionViews.isEmpty else {
      throw list.error("expected at least one collection view")
    }
    return (collectionViews, [], nil)
  }

  /// `sync: [a, b]`: two different collection views whose scroll positions follow each other.
  static func sync(_ value: SceneValue?, names: [String]) throws(SceneError) -> [String] {
    guard let value else { return [] }
    let synced = try value.list().map { v throws(SceneError) in try v.choice(names) }
    guard synced.count == 2, synced[0] != synced[1] else {
      throw value.error("expected the names of two different collection views")
    }
    return synced
  }

  /// The scene's `name:`, refused when it is not a plain file name (it names the outputs), or the
  /// file's own name made safe.
  static func outputName(_ value: SceneValue?, default defaultName: String) throws(SceneError)
    -> String
  {
    guard let value else { return OutputName.reduced(defaultName) }
    let name = try value.string()
    if let problem = OutputName.problem(name) { throw value.error(problem) }
    return name
  }

}
