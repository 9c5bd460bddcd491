// SPDX-License-Identifier: MIT
import Foundation

/// One instance of an app's interface (`AppScene`, since a "scene" in Reel is a scene file).
/// Mirrors `UIKit.UIScene`.
///
/// ## Differences from UIKit
/// Reel does not connect scenes: a scene delegate's code compiles, and a test can call it with
/// a `WindowScene` of its own.
@preconcurrency @MainActor
open class AppScene: Responder {
  /// The session it belongs to. Mirrors `session`.
  public let session: SceneSession
  /// Its delegate. Mirrors `delegate`.
  open var delegate: AppSceneDelegate?
  /// Its title (for the app switcher; not drawn). Mirrors `title`.
  open var title: String?

  /// A scene of `session`. Mirrors `init(session:connectionOptions:)`.
  public init(session: SceneSession, connectionOptions: ConnectionOptions) {
    self.session = session
  }

  /// What a scene was connected with (nothing in Reel). Mirrors `UIScene.ConnectionOptions`.
  public final class ConnectionOptions: Sendable {
    /// Options with nothing in them.
    public init() {}
  }
}

/// A scene that shows windows on a screen. Mirrors `UIKit.UIWindowScene`.
@preconcurrency @MainActor
open class WindowScene: AppScene {
  /// The screen it shows on: `UIScreen.main`. Mirrors `screen`.
  open var screen: Screen { .main }
  /// The windows it shows. Mirrors `windows`.
  public var windows: [Window] { [] }
  /// Its traits: the screen's. Mirrors `traitCollection`.
  open var traitCollection: TraitCollection { Screen.main.traitCollection }
}

/// An app's record of a scene. Mirrors `UIKit.UISceneSession`.
@preconcurrency @MainActor
open class SceneSession: Hashable {
  /// What the scene is for. Mirrors `role`.
  public let role: Role
  /// An identifier for the session. Mirrors `persistentIdentifier`.
  public let persistentIdentifier: String

  /// A session of `role`.
  public init(role: Role = .windowApplication, persistentIdentifier: String = "reel") {
    self.role = role
    self.persistentIdentifier = persistentIdentifier
  }

  /// Sessions are equal when they are the same object.
  public nonisolated static func == (lhs: SceneSession, rhs: SceneSession) -> Bool {
    lhs === rhs
  }

  /// The object's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// A scene's purpose. Mirrors `UISceneSession.Role`.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An app's main interface. Mirrors `windowApplication`.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// The name and class of a scene's configuration. Mirrors `UIKit.UISceneConfiguration`.
@preconcurrency @MainActor
open class SceneConfiguration {
  /// The configuration's name. Mirrors `name`.
  public let name: String?
  /// The role it is for. Mirrors `role`.
  public let role: SceneSession.Role
  /// The delegate's class. Mirrors `delegateClass`.
  open var delegateClass: AnyClass?

  /// A configuration named `name` for `sessionRole`. Mirrors `init(name:sessionRole:)`.
  public init(name: String?, sessionRole: SceneSession.Role) {
    self.name = name
    self.role = sessionRole
  }
}
