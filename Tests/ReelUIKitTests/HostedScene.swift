// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// A scene hosting the controller `make` gives, registered as `name`, on a 390 × 844 canvas
/// (in a navigation controller when `navigation`), playing `script` (YAML list lines); returns
/// the player and the controller made. Scene errors are thrown as `file:line:column` ones of
/// `file`.
@MainActor
func hostedScene<Controller: UIViewController>(
  _ name: String, navigation: Bool = false, script: String = "", file: String = "scene.yaml",
  make: @escaping () -> Controller?
) throws -> (ScenePlayer, Controller) {
  var made: Controller?
  ViewControllerRegistry.shared.register(name) {
    made = make()
    return made ?? UIViewController()
  }
  let spec = navigation ? "{type: \(name), navigation: true}" : name
  let steps = script.isEmpty ? "" : "script:\n\(script)\n"
  let player = try ScenePlayer(
    document: SceneLoader.parse(
      "canvas: {width: 390, height: 844}\nviewController: \(spec)\n\(steps)", file: file))
  return (player, try #require(made))
}
