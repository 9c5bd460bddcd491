// SPDX-License-Identifier: MIT
import Foundation
import Testing
@testable import ReelScene

/// The published JSON Schema must accept exactly the keys the loader accepts.
@Suite struct SchemaTests {
  let schema: [String: Any] = {
    let data = try! Data(contentsOf: repositoryRoot.appendingPathComponent("scenes/scene.schema.json"))
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
  }()

  func keys(_ path: [String]) -> Set<String> {
    var node: Any = schema
    for key in path { node = (node as! [String: Any])[key]! }
    return Set(((node as! [String: Any])["properties"] as! [String: Any]).keys)
  }

  @Test func topLevelCanvasAndCollectionViewKeysMatch() {
    #expect(keys([]) == ["$schema", "name", "description", "canvas", "collectionView", "collectionViews", "screens", "container", "sync", "script"])
    #expect(keys(["properties", "canvas"]) == ["width", "height", "scale", "background", "fps", "gifFps", "duration", "hold", "showTouches"])
    #expect(keys(["properties", "collectionView"]) == [
      "frame", "background", "clipsToBounds", "contentInset", "contentOffset", "layout", "style", "headerStyle", "footerStyle", "items", "sections",
      "pagingEnabled", "decelerationRate", "showsScrollIndicators", "layouts", "onTap",
    ])
  }

  @Test func screenKeysMatch() {
    let screen = (((schema["properties"] as! [String: Any])["screens"] as! [String: Any])["items"] as! [String: Any])
    #expect(Set((screen["properties"] as! [String: Any]).keys) == Set(SceneLoader.screenKeys))
    #expect(keys(["$defs", "transform"]) == ["scale", "rotate", "rotateX", "rotateY", "translate", "perspective"])
  }

  @Test func stepStyleItemAndLayoutKeysMatch() {
    let step = (((schema["properties"] as! [String: Any])["script"] as! [String: Any])["items"] as! [String: Any])
    #expect(Set((step["properties"] as! [String: Any]).keys) == Set(SceneLoader.stepKeys))
    #expect(keys(["$defs", "style"]) == Set(StylePatch.keys))
    let layoutNode = ((((schema["properties"] as! [String: Any])["collectionView"] as! [String: Any])["properties"] as! [String: Any])["layout"] as! [String: Any])
    let layout = Set((((layoutNode["anyOf"] as! [Any])[0] as! [String: Any])["properties"] as! [String: Any]).keys)
    #expect(layout == Set(LayoutRegistry.shared.allParameterKeys))
  }
}
