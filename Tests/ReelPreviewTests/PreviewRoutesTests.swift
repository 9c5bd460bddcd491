// SPDX-License-Identifier: MIT
import Foundation
import ReelPreview
import ReelTestSupport
import Testing

let previewScene = """
  canvas: {width: 200, height: 160, scale: 2, fps: 20, hold: 0.2, background: "#FFFFFF"}
  collectionView:
    layout: {type: flow, itemSize: [40, 40], sectionInset: 10, minimumInteritemSpacing: 10}
    items: 4
    style: {fill: systemBlue}
  script:
    - at: 0.2
      name: insert
      insert: [0]
    - name: delete
      delete: [2]
  """

/// A scene file in a folder of its own.
func sceneFile(_ text: String = previewScene) throws -> String {
  let url = Scratch.folder("preview").appendingPathComponent("scene.yaml")
  try text.write(to: url, atomically: true, encoding: .utf8)
  return url.path
}

func json(_ response: PreviewResponse) throws -> [String: Any] {
  try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
}

@Suite struct PreviewRoutesTests {
  @Test func theSceneItsFramesAndItsElements() throws {
    let routes = PreviewRoutes(scene: PreviewScene(path: try sceneFile()))
    let scene = try json(routes.respond(method: "GET", path: "/scene", query: [:]))
    #expect(scene["errors"] is NSNull && scene["fps"] as? Double == 20)
    let steps = try #require(scene["steps"] as? [[String: Any]])
    #expect(steps.map { $0["name"] as? String } == ["insert", "delete"])
    #expect(steps.first?["start"] as? Double == 0.2)
    // The named steps are the chapters the page jumps to, as the scene's videos list them.
    let chapters = try #require(scene["chapters"] as? [[String: Any]])
    #expect(chapters.map { $0["title"] as? String }.dropFirst() == ["insert", "delete"])
    #expect(chapters[1]["start"] as? Double == 0.2 && chapters[0]["start"] as? Double == 0)
    let frames = try #require(scene["frames"] as? Int)
    #expect(frames > 10)

    let frame = routes.respond(method: "GET", path: "/frame", query: ["f": "3", "scale": "1"])
    #expect(frame.status == 200 && frame.contentType == "image/png")
    #expect(frame.body.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    let again = routes.respond(method: "GET", path: "/frame", query: ["f": "3", "scale": "1"])
    #expect(again.body == frame.body)  // cached, and the same drawing
    let past = routes.respond(method: "GET", path: "/frame", query: ["f": "\(frames + 50)"])
    #expect(past.status == 200)  // past the end: the last frame

    let inspect = try json(routes.respond(method: "GET", path: "/inspect", query: ["f": "0"]))
    let views = try #require(inspect["views"] as? [[String: Any]])
    #expect(views.first?["origin"] as? [Double] == [0, 0])
    let elements = (views.first?["inspect"] as? [String: Any])?["elements"] as? [[String: Any]]
    #expect(elements?.count == 4)
    #expect((elements?.first?["frame"] as? [String: Double])?["x"] == 10)
  }

  @Test func onlyItsOwnRoutesAndParametersInRange() throws {
    let routes = PreviewRoutes(scene: PreviewScene(path: try sceneFile()))
    for path in ["/../scene.yaml", "/scene.yaml", "/etc/passwd", "/frame/1", "//", "/index.html"] {
      #expect(routes.respond(method: "GET", path: path, query: [:]).status == 404, "\(path)")
    }
    #expect(routes.respond(method: "POST", path: "/scene", query: [:]).status == 405)
    #expect(routes.respond(method: "DELETE", path: "/frame", query: [:]).status == 405)
    for query in [
      [:], ["f": "x"], ["f": "-1"], ["f": "1e3"], ["f": "99999999999999999999"],
      ["f": "1", "scale": "nan"], ["f": "1", "scale": "0"], ["f": "1", "scale": "100"],
      ["f": "1", "appearance": "sepia"],
    ] {
      let response = routes.respond(method: "GET", path: "/frame", query: query)
      #expect(response.status == 400, "\(query)")
    }
    #expect(routes.respond(method: "GET", path: "/inspect", query: ["f": ""]).status == 400)
  }

  @Test func anInvalidEditKeepsTheLastGoodVersionAndSaysWhere() throws {
    let path = try sceneFile()
    let scene = PreviewScene(path: path)
    let routes = PreviewRoutes(scene: scene)
    let before = routes.respond(method: "GET", path: "/frame", query: ["f": "0"])
    #expect(scene.refresh() == false)  // nothing changed
    let broken = previewScene.replacingOccurrences(of: "items: 4", with: "items: four")
    try broken.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(scene.refresh())
    let status = try json(routes.respond(method: "GET", path: "/scene", query: [:]))
    #expect(status["version"] as? Int == 2)
    let errors = try #require(status["errors"] as? String)
    #expect(errors.contains("scene.yaml:4:10") && errors.contains("items"), "\(errors)")
    #expect(routes.respond(method: "GET", path: "/frame", query: ["f": "0"]).body == before.body)
    // Fixed, with a change: a new version, no errors, new frames.
    let fixed = previewScene.replacingOccurrences(of: "systemBlue", with: "systemRed")
    try fixed.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(scene.refresh())
    let now = try json(routes.respond(method: "GET", path: "/scene", query: [:]))
    #expect(now["version"] as? Int == 3 && now["errors"] is NSNull)
    #expect(routes.respond(method: "GET", path: "/frame", query: ["f": "0"]).body != before.body)
  }

  @Test func darkAndLightAreDrawnApart() throws {
    let routes = PreviewRoutes(
      scene: PreviewScene(
        path: try sceneFile(
          previewScene.replacingOccurrences(
            of: "background: \"#FFFFFF\"", with: "background: systemBackground"))))
    let light = routes.respond(
      method: "GET", path: "/frame", query: ["f": "0", "appearance": "light"])
    let dark = routes.respond(
      method: "GET", path: "/frame", query: ["f": "0", "appearance": "dark"])
    #expect(light.status == 200 && dark.status == 200 && light.body != dark.body)
  }

  @Test func framesOverThePixelLimitAreRefusedNotDrawn() throws {
    let big =
      "canvas: {width: 4000, height: 3000}\ncollectionView: {layout: {type: flow}, items: 2}\n"
    let routes = PreviewRoutes(scene: PreviewScene(path: try sceneFile(big)))
    let refused = routes.respond(method: "GET", path: "/frame", query: ["f": "0", "scale": "4"])
    #expect(refused.status == 400)
    #expect(String(decoding: refused.body, as: UTF8.self).contains("over the limit"))
    #expect(routes.respond(method: "GET", path: "/frame", query: ["f": "0"]).status == 200)
  }

  @Test func aMissingSceneIsNotServed() {
    #expect(throws: (any Error).self) {
      try PreviewServer(path: Scratch.folder("none").appendingPathComponent("x.yaml").path)
    }
    #expect(throws: (any Error).self) { try PreviewServer(path: Scratch.folder("a-folder").path) }
  }
}
