// SPDX-License-Identifier: MIT
import Foundation

/// An action of an alert or action sheet: a titled button and what it does. Mirrors
/// `UIKit.UIAlertAction`.
@preconcurrency @MainActor
open class AlertAction {
  /// Mirrors `UIAlertAction.Style`.
  public enum Style: Int, Sendable {
    /// A plain button.
    case `default`
    /// The button that dismisses without doing anything.
    case cancel
    /// A button drawn red, for what deletes or changes data.
    case destructive
  }

  /// The button's title; nil for none. Mirrors `title`.
  public let title: String?
  /// Mirrors `style`.
  public let style: Style
  /// Whether it can be chosen. Default true. Mirrors `isEnabled`.
  open var isEnabled = true
  /// What choosing it does.
  let handler: ((AlertAction) -> Void)?

  /// An action titled `title`. Mirrors `init(title:style:handler:)`.
  public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

/// An alert or action sheet: a title, a message, buttons and text fields, presented over a
/// screen. Mirrors `UIKit.UIAlertController`.
///
/// ## Differences from UIKit
/// It is presented and dismissed as any controller (the presenter's `presentedViewController`),
/// and its actions' handlers run through `choose(_:)`; the alert itself is not drawn yet.
@preconcurrency @MainActor
open class AlertController: ViewController {
  /// Mirrors `UIAlertController.Style`.
  public enum Style: Int, Sendable {
    /// A sheet of buttons from the bottom of the screen.
    case actionSheet
    /// A box in the middle of the screen.
    case alert
  }

  /// Mirrors `message`.
  open var message: String?
  /// Mirrors `preferredStyle`.
  public let preferredStyle: Style
  /// The buttons, in the order added. Mirrors `actions`.
  public private(set) var actions: [AlertAction] = []
  /// The action drawn in bold. Mirrors `preferredAction`.
  open var preferredAction: AlertAction?
  /// The text fields, in the order added (alerts only). Mirrors `textFields`.
  public private(set) var textFields: [TextField]?

  /// An alert titled `title` with `message`. Mirrors `init(title:message:preferredStyle:)`.
  public init(title: String?, message: String?, preferredStyle: Style) {
    self.message = message
    self.preferredStyle = preferredStyle
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }

  /// Returns nil: Reel reads no archives.
  public required init?(coder: NSCoder) { return nil }

  /// Adds a button. Mirrors `addAction(_:)`.
  open func addAction(_ action: AlertAction) { actions.append(action) }

  /// Adds a text field, configured by `configurationHandler`. Mirrors
  /// `addTextField(configurationHandler:)`.
  open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
    let field = TextField()
    configurationHandler?(field)
    textFields = (textFields ?? []) + [field]
  }

  /// Chooses `action` as a tap on its button would: the alert is dismissed, then the handler
  /// runs. Does nothing for a disabled action or one not in `actions`.
  public func choose(_ action: AlertAction) {
    guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
    dismiss(animated: true)
    action.handler?(action)
  }
}
