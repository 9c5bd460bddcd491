// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

@testable import ReelComposition
@testable import ReelRuntime
@testable import ReelScene

/// The published JSON Schema must accept exactly the keys the loader accepts.
@Suite struct SchemaTests {
  let schema: [String: Any] = {
    let data = try! Data(
      contentsOf: repositoryRoot.appendingPathComponent("scenes/scene.schema.json"))
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
  }()

  func keys(_ path: [String]) -> Set<String> {
    var node: Any = schema
    for key in path { node = (node as! [String: Any])[key]! }
    return Set(((node as! [String: Any])["properties"] as! [String: Any]).keys)
  }

  /// The properties of the object at `path`, or of the first of its `anyOf` choices that is an
  /// object, or of its array's items.
  func objectKeys(_ path: [String]) -> Set<String> {
    var node: Any = schema
    for key in path { node = (node as! [String: Any])[key]! }
    var object = node as! [String: Any]
    if let items = object["items"] as? [String: Any] { object = items }
    if let choices = object["anyOf"] as? [[String: Any]],
      let mapping = choices.first(where: { $0["properties"] != nil })
    {
      object = mapping
    }
    return Set((object["properties"] as! [String: Any]).keys)
  }

  /// Every mapping whose keys `SceneKeys` declares, where the schema describes it.
  @Test func theMainMappingsTakeTheDeclaredKeys() {
    let p = "properties"
    #expect(keys([]) == Set(SceneKeys.document))
    #expect(keys([p, "canvas"]) == Set(SceneKeys.canvas))
    #expect(objectKeys([p, "canvas", p, "device"]) == Set(SceneKeys.device))
    #expect(keys([p, "collectionView"]) == Set(SceneKeys.collectionView))
    #expect(objectKeys([p, "collectionViews"]) == Set(SceneKeys.collectionView + ["name"]))
    #expect(objectKeys([p, "collectionView", p, "sections"]) == Set(SceneKeys.section))
    #expect(objectKeys([p, "collectionView", p, "onTap"]) == Set(SceneKeys.onTap))
    #expect(objectKeys([p, "container"]) == Set(SceneKeys.container))
    let style = ["$defs", "style", p]
    #expect(objectKeys(style + ["font"]) == Set(SceneKeys.font))
    #expect(objectKeys(style + ["image"]) == Set(SceneKeys.image))
    #expect(objectKeys(style + ["border"]) == Set(SceneKeys.border))
    #expect(keys(["$defs", "shadow"]) == Set(SceneKeys.shadow))
    #expect(keys(["$defs", "shadow", p, "path"]) == Set(SceneKeys.shadowPath))
    #expect(keys(["$defs", "gradient"]) == Set(SceneKeys.gradient))
  }

  @Test func screenKeysMatch() {
    let screen =
      (((schema["properties"] as! [String: Any])["screens"] as! [String: Any])["items"]
        as! [String: Any])
    #expect(Set((screen["properties"] as! [String: Any]).keys) == Set(SceneLoader.screenKeys))
    #expect(
      keys(["$defs", "transform"]) == [
        "scale", "rotate", "rotateX", "rotateY", "translate", "perspective",
      ])
  }

  @Test func stepStyleItemAndLayoutKeysMatch() {
    let step =
      (((schema["properties"] as! [String: Any])["script"] as! [String: Any])["items"]
        as! [String: Any])
    #expect(Set((step["properties"] as! [String: Any]).keys) == Set(SceneLoader.stepKeys))
    #expect(keys(["$defs", "style"]) == Set(StylePatch.keys))
  }

  /// Every place that takes style keys (items, inserted items, screens' boxes) takes all of them.
  @Test func everyCopyOfTheStyleKeysIsComplete() {
    var copies = 0
    func walk(_ node: Any) {
      if let object = node as? [String: Any] {
        if let properties = object["properties"] as? [String: Any],
          properties["fill"] != nil, properties["cornerRadius"] != nil
        {
          copies += 1
          #expect(Set(StylePatch.keys).isSubset(of: Set(properties.keys)))
        }
        object.values.forEach(walk)
      } else if let array = node as? [Any] {
        array.forEach(walk)
      }
    }
    walk(schema)
    #expect(copies >= 5)
  }

  /// The layouts, step rules and colours in the published schema are the ones derived from the
  /// code (`SceneSchema`); `REEL_UPDATE_SCHEMA=1` writes them into the file.
  @Test func derivedPartsAreUpToDate() throws {
    let url = repositoryRoot.appendingPathComponent("scenes/scene.schema.json")
    var defs = schema["$defs"] as! [String: Any]
    let derived = SceneSchema.definitions()
    let options: JSONSerialization.WritingOptions = [
      .prettyPrinted, .sortedKeys, .withoutEscapingSlashes,
    ]
    for (name, node) in derived {
      let published = try defs[name].map {
        try JSONSerialization.data(withJSONObject: $0, options: options)
      }
      let expected = try JSONSerialization.data(withJSONObject: node, options: options)
      #expect(
        published == expected,
        """
        $defs.\(name) differs from SceneSchema; run REEL_UPDATE_SCHEMA=1 swift test --filter \
        SchemaTests
        """
      )
      defs[name] = node
    }
    if ProcessInfo.processInfo.environment["REEL_UPDATE_SCHEMA"] == "1" {
      var document = schema
      document["$defs"] = defs
      var data = try JSONSerialization.data(withJSONObject: document, options: options)
      data.append(0x0A)
      try data.write(to: url)
    }
  }

  @Test func everyLayoutTypeHasARule() {
    let mapping = (schema["$defs"] as? [String: Any])?["layoutMapping"] as? [String: Any]
    #expect((mapping?["allOf"] as? [Any])?.count == LayoutRegistry.shared.names.count)
  }
}
