// SPDX-License-Identifier: MIT
import Foundation

/// An app's delegate: what iOS calls as the app launches. Every method is optional (a default
/// does what UIKit does without one). Mirrors `UIKit.UIApplicationDelegate`.
///
/// ## Differences from UIKit
/// Reel launches no app: a scene hosts a view controller itself, so the delegate's code
/// compiles but is not called (`reel port` drops `@main`/`@UIApplicationMain`).
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {
  /// The app's window, for delegates that keep one. Mirrors `window`.
  var window: Window? { get set }
  /// The app finished launching; return false to refuse a URL it was opened with. Mirrors
  /// `application(_:didFinishLaunchingWithOptions:)`.
  func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
  /// The configuration of a new scene. Mirrors
  /// `application(_:configurationForConnecting:options:)`.
  func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: AppScene.ConnectionOptions
  ) -> SceneConfiguration
  /// Sessions the user closed. Mirrors `application(_:didDiscardSceneSessions:)`.
  func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
}

extension ApplicationDelegate {
  public var window: Window? {
    get { nil }
    set {}
  }

  public func application(
    _ application: Application,
    didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool { true }

  public func application(
    _ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
    options: AppScene.ConnectionOptions
  ) -> SceneConfiguration {
    SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
  }

  public func application(
    _ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>
  ) {}
}

/// A scene's delegate. Every method is optional. Mirrors `UIKit.UISceneDelegate`.
@preconcurrency @MainActor
public protocol AppSceneDelegate: AnyObject {
  /// The scene was connected. Mirrors `scene(_:willConnectTo:options:)`.
  func scene(
    _ scene: AppScene, willConnectTo session: SceneSession,
    options connectionOptions: AppScene.ConnectionOptions)
  /// The scene was disconnected. Mirrors `sceneDidDisconnect(_:)`.
  func sceneDidDisconnect(_ scene: AppScene)
  /// The scene became active. Mirrors `sceneDidBecomeActive(_:)`.
  func sceneDidBecomeActive(_ scene: AppScene)
  /// The scene will resign active. Mirrors `sceneWillResignActive(_:)`.
  func sceneWillResignActive(_ scene: AppScene)
  /// The scene will enter the foreground. Mirrors `sceneWillEnterForeground(_:)`.
  func sceneWillEnterForeground(_ scene: AppScene)
  /// The scene entered the background. Mirrors `sceneDidEnterBackground(_:)`.
  func sceneDidEnterBackground(_ scene: AppScene)
}

extension AppSceneDelegate {
  public func scene(
    _ scene: AppScene, willConnectTo session: SceneSession,
    options connectionOptions: AppScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: AppScene) {}
  public func sceneDidBecomeActive(_ scene: AppScene) {}
  public func sceneWillResignActive(_ scene: AppScene) {}
  public func sceneWillEnterForeground(_ scene: AppScene) {}
  public func sceneDidEnterBackground(_ scene: AppScene) {}
}

/// A window scene's delegate: keeps its window. Mirrors `UIKit.UIWindowSceneDelegate`.
@preconcurrency @MainActor
public protocol WindowSceneDelegate: AppSceneDelegate {
  /// The scene's window. Mirrors `window`.
  var window: Window? { get set }
}

extension Application {
  /// Keys of the options an app was launched with. Mirrors `UIApplication.LaunchOptionsKey`.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The URL the app was opened with. Mirrors `url`.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
  }
}
