// SPDX-License-Identifier: MIT
import Foundation

/// The control a scroll view shows above its content while it refreshes. Mirrors
/// `UIKit.UIRefreshControl`.
///
/// ## Differences from UIKit
/// Kept, not drawn: a view controller's own control changes `isRefreshing` only when the code
/// calls `beginRefreshing()` or `endRefreshing()`. A scene's `pullToRefresh` step pulls a
/// scene-file collection view and draws its control.
@preconcurrency @MainActor
open class RefreshControl: Control {
  /// Whether a refresh is running. Mirrors `isRefreshing`.
  open private(set) var isRefreshing = false
  /// The text shown under the spinner; nil for none. Mirrors `attributedTitle`.
  open var attributedTitle: NSAttributedString?

  /// A refresh control. Mirrors `init()`.
  public init() { super.init(frame: .zero) }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// Starts a refresh the code began itself. Mirrors `beginRefreshing()`.
  open func beginRefreshing() { isRefreshing = true }

  /// Ends the refresh. Mirrors `endRefreshing()`.
  open func endRefreshing() { isRefreshing = false }
}
