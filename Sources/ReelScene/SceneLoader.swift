// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry
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
  public static func load(
    path: String, decodeImage: (@Sendable (String) throws -> CGSize)? = nil,
    limits: SceneLimits = .standard
  ) throws -> SceneDocument {
    guard FileManager.default.fileExists(atPath: path) else {
      throw SceneFileError.notFound(path: path)
    }
    guard let bytes = RegularFile.size(atPath: path) else {
      throw SceneFileError.unreadable(
        path: path, reason: "not a regular file (a folder, device or pipe)")
    }
    guard bytes <= maximumSceneBytes else {
      throw SceneFileError.unreadable(
        path: path,
        reason:
          "the file is \(bytes) bytes; a scene file may have at most \(maximumSceneBytes) (64 MB)")
    }
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
      throw SceneFileError.unreadable(path: path, reason: error.localizedDescription)
    }
    let url = URL(fileURLWithPath: path)
    let context = SceneContext(
      baseDirectory: url.deletingLastPathComponent(), decodeImage: decodeImage, limits: limits)
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
      throw SceneError(file: file, line: 1, column: 1, keyPath: "", message: encodingProblem(data))
    }
    return try parse(text, file: file, defaultName: defaultName, context: context)
  }

  /// Parses scene text; `file` is used in messages.
  public static func parse(
    _ text: String, file: String, defaultName: String = "scene", context: SceneContext? = nil
  ) throws(SceneError) -> SceneDocument {
    let context =
      context
      ?? SceneContext(baseDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let root: Node
    try SceneScanner(file: file, limits: context.limits).scan(text)
    do {
      guard let node = try Yams.compose(yaml: text) else {
        throw SceneError(
          file: file, line: 1, column: 1, keyPath: "",
          message: "the scene is empty; expected a mapping with canvas, collectionView and script")
      }
      root = node
      try checkShape(node, file: file, limits: context.limits)
    } catch let error as SceneError {
      throw error
    } catch let error as YamlError {
      throw yamlError(error, text: text, file: file, limits: context.limits)
    } catch {
      throw SceneError(
        file: file, line: 1, column: 1, keyPath: "", message: "cannot parse the YAML: \(error)")
    }
    let top = try SceneValue(node: root, path: "", file: file, context: context).mapping(
      allowed: [
        "$schema", "name", "description", "canvas", "collectionView", "collectionViews", "screens",
        "container", "sync", "script",
      ])
    let canvasValue = try top.required("canvas", "a mapping with width and height")
    let canvas = try self.canvas(canvasValue)
    let framePixels =
      Int((canvas.width * canvas.scale).rounded(.up))
      * Int((canvas.height * canvas.scale).rounded(.up))
    if framePixels > context.limits.framePixels {
      throw canvasValue.error(
        SceneLimits.message(
          """
          a frame's size in pixels (\(Int(canvas.width))×\(Int(canvas.height)) points at scale \
          \(canvas.scale))
          """,
          framePixels,
          limit: context.limits.framePixels, flag: "--max-frame-pixels"))
    }
    var collectionViews: [CollectionViewSpec] = []
    var screens: [ScreenSpec] = []
    var container: ContainerSpec?
    if let list = top["screens"] {
      if let other = top["collectionView"] ?? top["collectionViews"] {
        throw other.error(
          "a scene with screens puts its collection views inside them; move this into a screen")
      }
      (screens, container, collectionViews) = try self.screens(
        list, container: top["container"], canvas: canvas)
    } else if let c = top["container"] {
      throw c.error("a container holds screens; add a screens list")
    } else if let list = top["collectionViews"] {
      if let single = top["collectionView"] {
        throw single.error("give either collectionView or collectionViews, not both")
      }
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
    } else {
      collectionViews = [
        try self.collectionView(
          try top.required("collectionView", "a mapping with a layout"), canvas: canvas)
      ]
    }
    let names = collectionViews.map(\.name)
    var synced: [String] = []
    if let sync = top["sync"] {
      synced = try sync.list().map { v throws(SceneError) in try v.choice(names) }
      guard synced.count == 2, synced[0] != synced[1] else {
        throw sync.error("expected the names of two different collection views")
      }
    }
    let script =
      try top["script"].map { v throws(SceneError) in try self.script(v, targets: names) } ?? []
    try checkWork(script, collectionViews: collectionViews, limits: context.limits)
    var document = SceneDocument(
      file: file, name: try outputName(top["name"], default: defaultName), canvas: canvas,
      collectionViews: collectionViews, script: script)
    document.syncedCollectionViews = synced
    document.canvasLocations["canvas"] = canvasValue.location
    if let m = try? canvasValue.mapping(allowed: canvasValue.mappingKeys) {
      for key in m.keys { document.canvasLocations[key] = m[key]!.location }
    }
    document.screens = screens
    document.container = container
    return document
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

  static func canvas(_ value: SceneValue) throws(SceneError) -> CanvasSpec {
    let m = try value.mapping(allowed: [
      "width", "height", "scale", "background", "fps", "gifFps", "duration", "hold", "showTouches",
    ])
    func side(_ key: String) throws(SceneError) -> CGFloat {
      let v = try m.required(key, "a number of points")
      let side = try v.positive()
      guard CGFloat(side) <= maximumCanvasSide else {
        throw v.error("expected at most \(Int(maximumCanvasSide)) points, found \(side)")
      }
      return CGFloat(side)
    }
    let width = try side("width")
    let height = try side("height")
    var duration: Double?
    if let d = m["duration"], !(d.isScalar && (try? d.string()) == "auto") {
      let seconds = try d.nonNegative()
      guard seconds <= 600 else {
        throw d.error("expected auto or at most 600 seconds, found \(seconds)")
      }
      duration = seconds
    }
    let scale: CGFloat =
      try m["scale"].map { v throws(SceneError) -> CGFloat in
        let s = try v.positive()
        guard s >= 0.01, s <= 4 else {
          throw v.error("expected a scale from 0.01 to 4 (1 = @1x, 2 = @2x, 3 = @3x), found \(s)")
        }
        return CGFloat(s)
      } ?? 1
    func rate(_ key: String, _ fallback: Double, max: Double) throws(SceneError) -> Double {
      guard let v = m[key] else { return fallback }
      let r = try v.positive()
      guard r <= max else {
        throw v.error("expected at most \(Int(max)) frames per second, found \(r)")
      }
      return r
    }
    return CanvasSpec(
      width: width, height: height, scale: scale,
      background: try m["background"]?.color() ?? .white,
      fps: try rate("fps", 30, max: 120), gifFPS: try rate("gifFps", 50, max: 50),
      duration: duration,
      hold: try m["hold"]?.nonNegative() ?? 0.5, showTouches: try m["showTouches"]?.bool() ?? false)
  }

  static func collectionView(_ value: SceneValue, canvas: CanvasSpec, extraKeys: [String] = [])
    throws(SceneError) -> CollectionViewSpec
  {
    let m = try value.mapping(
      allowed: extraKeys + [
        "frame", "background", "clipsToBounds", "contentInset", "contentOffset", "layout", "style",
        "headerStyle",
        "footerStyle", "items", "sections", "pagingEnabled", "decelerationRate",
        "showsScrollIndicators", "layouts", "onTap",
      ])
    let frame =
      try m["frame"]?.rect() ?? CGRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
    if frame.width <= 0 || frame.height <= 0 {
      throw m["frame"]!.error("expected a frame with a positive width and height")
    }
    var namedLayouts: [String: LayoutSpec] = [:]
    if let layouts = m["layouts"] {
      let lm = try layouts.mapping(allowed: layouts.mappingKeys)
      for key in lm.keys { namedLayouts[key] = try layoutSpec(lm[key]!) }
    }
    let layoutValue = try m.required(
      "layout",
      "a mapping with a type (flow, circle, stack, waterfall), or the name of one of `layouts`")
    let layoutName: String
    let layout: LayoutSpec
    if layoutValue.isScalar {
      layoutName = try layoutValue.choice(namedLayouts.keys.sorted())
      layout = namedLayouts[layoutName]!
    } else {
      layoutName = "default"
      layout = try layoutSpec(layoutValue)
      if namedLayouts[layoutName] == nil { namedLayouts[layoutName] = layout }
    }
    var sections: [SectionSpec] = []
    if let items = m["items"] {
      if let s = m["sections"] {
        throw s.error("give either items (one section) or sections, not both")
      }
      sections = [SectionSpec(style: StylePatch(), items: try self.items(items))]
    } else if let list = m["sections"] {
      for section in try list.list() {
        let sm = try section.mapping(allowed: ["items", "style"])
        let style =
          try sm["style"].map { v throws(SceneError) in
            try StylePatch(v.mapping(allowed: StylePatch.keys))
          } ?? StylePatch()
        sections.append(
          SectionSpec(
            style: style,
            items: try self.items(try sm.required("items", "a count or a list of items"))))
      }
    }
    let itemCount = sections.reduce(0) { $0 + $1.items.count }
    if itemCount > value.context.limits.items {
      throw (m["items"] ?? m["sections"] ?? value).error(
        SceneLimits.message(
          "the number of items", itemCount, limit: value.context.limits.items, flag: "--max-items"))
    }
    func style(_ key: String) throws(SceneError) -> StylePatch {
      try m[key].map { v throws(SceneError) in try StylePatch(v.mapping(allowed: StylePatch.keys)) }
        ?? StylePatch()
    }
    return CollectionViewSpec(
      frame: frame, background: try m["background"]?.color(),
      clipsToBounds: try m["clipsToBounds"]?.bool() ?? true,
      contentInset: try m["contentInset"]?.insets() ?? .zero,
      contentOffset: try m["contentOffset"]?.point() ?? .zero,
      layout: layout, namedLayouts: namedLayouts, layoutName: layoutName, style: try style("style"),
      headerStyle: try style("headerStyle"), footerStyle: try style("footerStyle"),
      sections: sections, isPagingEnabled: try m["pagingEnabled"]?.bool() ?? false,
      decelerationRate: try m["decelerationRate"].map { v throws(SceneError) in
        try decelerationRate(v)
      } ?? 0.998,
      showsScrollIndicators: try m["showsScrollIndicators"]?.bool() ?? true,
      onTap: try m["onTap"].map { v throws(SceneError) in try tapAction(v) } ?? TapAction())
  }

  /// `{cell: none|delete|reload, empty: none|insert, insertAt: index path}`.
  static func tapAction(_ value: SceneValue) throws(SceneError) -> TapAction {
    let m = try value.mapping(allowed: ["cell", "empty", "insertAt"])
    var action = TapAction()
    if let cell = m["cell"] {
      action.cell = TapAction.OnCell(
        rawValue: try cell.choice(TapAction.OnCell.allCases.map(\.rawValue)))!
    }
    if let empty = m["empty"], try empty.choice(["none", "insert"]) == "insert" {
      action.insertOnEmpty =
        try m["insertAt"].map { v throws(SceneError) in try indexPath(v) }
        ?? IndexPath(item: 0, section: 0)
    }
    return action
  }

  /// A registered layout type. A name nothing resembles may be a layout that a package registers
  /// in its own executable: the message says where it is known.
  static func layoutType(_ value: SceneValue, registry: LayoutRegistry) throws(SceneError)
    -> String
  {
    let name = try value.string()
    let names = registry.names
    guard !names.contains(name) else { return name }
    let hint = suggestion(for: name, among: names)
    let elsewhere =
      hint.isEmpty
      ? "; a layout that a package registers (LayoutRegistry.shared.register) is known only to "
        + "that package's executable: run this scene with it (its render, validate…)"
      : ""
    throw value.error(
      "expected one of \(names.joined(separator: ", ")), found '\(name)'\(hint)\(elsewhere)")
  }

  /// A layout mapping: `type` plus that layout's parameters.
  static func layoutSpec(_ value: SceneValue) throws(SceneError) -> LayoutSpec {
    let registry = LayoutRegistry.shared
    let any = try value.mapping(allowed: value.mappingKeys)
    let type = try layoutType(try any.required("type", "a layout type"), registry: registry)
    let parameters = registry.sceneParameters(for: type)
    let m = try value.mapping(allowed: ["type"] + parameters.map(\.name))
    var values: [String: LayoutParameterValue] = [:]
    for parameter in parameters {
      if let v = m[parameter.name] {
        values[parameter.name] = try v.layoutParameter(parameter.kind)
      }
    }
    return LayoutSpec(type: type, values: values, location: value.location)
  }

  /// `normal` (0.998), `fast` (0.99) or a number in 0.5…0.9999.
  static func decelerationRate(_ value: SceneValue) throws(SceneError) -> Double {
    if let word = try? value.string(), let named = ["normal": 0.998, "fast": 0.99][word] {
      return named
    }
    let rate = try value.double()
    guard rate >= 0.5, rate <= 0.9999 else {
      throw value.error(
        """
        expected normal, fast or a rate from 0.5 to 0.9999 (fraction of velocity kept per \
        millisecond), found \(rate)
        """
      )
    }
    return rate
  }

  /// A count, or a list of item specs (a colour string or a mapping).
  static func items(_ value: SceneValue) throws(SceneError) -> [ItemSpec] {
    if value.isScalar {
      let count = try value.int(in: 0...maximumItemsPerSection)
      return Array(repeating: ItemSpec(), count: count)
    }
    let list = try value.list()
    guard list.count <= maximumItemsPerSection else {
      throw value.error("expected at most \(maximumItemsPerSection) items, found \(list.count)")
    }
    return try list.map { v throws(SceneError) in try item(v) }
  }

  static let itemKeys = ["id", "size", "height", "aspectRatio"] + StylePatch.keys

  /// One item: a colour string, or a mapping of `itemKeys` (plus `extraKeys`).
  static func item(_ value: SceneValue, extraKeys: [String] = []) throws(SceneError) -> ItemSpec {
    if value.isScalar {
      var style = StylePatch()
      style.fill = try value.color()
      return ItemSpec(style: style)
    }
    let m = try value.mapping(allowed: itemKeys + extraKeys)
    var spec = ItemSpec(
      id: try m["id"]?.string(), style: try StylePatch(m), size: try m["size"]?.size(),
      height: try m["height"].map { v throws(SceneError) in CGFloat(try v.nonNegative()) },
      aspectRatio: try m["aspectRatio"].map { v throws(SceneError) in CGFloat(try v.positive()) })
    spec.idLocation = m["id"]?.location
    return spec
  }
}
