// SPDX-License-Identifier: MIT
import Foundation

extension Application {
  /// The screen an app shows first, made as iOS launches it: `appDelegate`'s
  /// `application(_:didFinishLaunchingWithOptions:)` runs, and when it set up no window with a
  /// root view controller, `sceneDelegate`'s `scene(_:willConnectTo:options:)` runs for a new
  /// window scene. Returns the root view controller of the window one of them set up, taken out
  /// of that window so a scene can host it; nil when neither set one.
  public func launch(
    _ appDelegate: ApplicationDelegate?, sceneDelegate: WindowSceneDelegate?
  ) -> ViewController? {
    var root: ViewController?
    if let appDelegate {
      _ = appDelegate.application(self, didFinishLaunchingWithOptions: nil)
      root = appDelegate.window?.rootViewController
    }
    if root == nil, let sceneDelegate {
      let session = SceneSession()
      let options = AppScene.ConnectionOptions()
      let scene = WindowScene(session: session, connectionOptions: options)
      scene.delegate = sceneDelegate
      sceneDelegate.scene(scene, willConnectTo: session, options: options)
      root = sceneDelegate.window?.rootViewController
    }
    root?.viewIfLoaded?.removeFromSuperview()
    return root
  }
}
