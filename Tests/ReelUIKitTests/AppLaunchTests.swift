// SPDX-License-Identifier: MIT
import Reel
import ReelUIKit
import Testing

/// An app of scenes, as Xcode's template writes it: the app delegate sets up no window, the
/// scene delegate puts a navigation controller in its window.
final class LaunchAppDelegate: UIResponder, UIApplicationDelegate {
  var launched = false
  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    launched = true
    return true
  }
}

final class LaunchSceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.rootViewController = UINavigationController(
      rootViewController: DocumentedGridController(.grid))
    window.makeKeyAndVisible()
    self.window = window
  }
}

/// A scene may show an app's first screen as iOS launches it (`reel port` registers the app's
/// delegates by name).
@MainActor
@Suite struct AppLaunchTests {
  @Test func theAppDelegateThenTheSceneDelegateMakeTheFirstScreen() throws {
    let app = LaunchAppDelegate()
    let root = UIApplication.shared.launch(app, sceneDelegate: LaunchSceneDelegate())
    #expect(app.launched)
    let navigation = try #require(root as? UINavigationController)
    #expect(navigation.topViewController is DocumentedGridController)
    // Taken out of the window, for a scene to host.
    #expect(navigation.view.superview == nil)
    #expect(UIApplication.shared.launch(nil, sceneDelegate: nil) == nil)
  }

  @Test func aSceneHostsTheLaunchedScreen() throws {
    ViewControllerRegistry.shared.register("LaunchSceneDelegate") {
      UIApplication.shared.launch(LaunchAppDelegate(), sceneDelegate: LaunchSceneDelegate())
        ?? UIViewController()
    }
    let player = try ScenePlayer(
      document: SceneLoader.parse(
        "canvas: {width: 390, height: 844}\nviewController: LaunchSceneDelegate\n",
        file: "launch.yaml"))
    #expect(player.stages[0].collectionView.numberOfItems(inSection: 0) == 30)
  }
}
