// SPDX-License-Identifier: MIT
import Foundation

/// A search field on a bar, with an optional cancel button and scope bar: 56 points tall, the
/// 36-point field 8 points in from the sides (the iOS 13–18 look; community measurements).
/// Mirrors `UIKit.UISearchBar`.
///
/// ## Differences from UIKit
/// `prompt`, `showsBookmarkButton` and `showsSearchResultsButton` are kept, not drawn.
@preconcurrency @MainActor
open class SearchBar: View {
  /// The bar's look. Mirrors `UISearchBar.Style`.
  public enum Style: Int, Sendable, CaseIterable { case `default`, prominent, minimal }

  /// Hears the text, buttons and scope. Mirrors `delegate`.
  open weak var delegate: (any SearchBarDelegate)?
  /// The field. Mirrors `searchTextField`.
  public let searchTextField = SearchTextField()
  /// The field's text. Setting it does not tell the delegate, as in UIKit. Mirrors `text`.
  open var text: String? {
    get { searchTextField.text }
    set {
      searchTextField.text = newValue
      setNeedsLayout()
    }
  }
  /// The field's placeholder (default "Search"). Mirrors `placeholder`.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line above the field; kept, not drawn. Mirrors `prompt`.
  open var prompt: String?
  /// Whether "Cancel" shows after the field. Mirrors `showsCancelButton`.
  open var showsCancelButton = false { didSet { setNeedsLayout() } }
  /// Kept, not drawn. Mirrors `showsBookmarkButton`.
  open var showsBookmarkButton = false
  /// Kept, not drawn. Mirrors `showsSearchResultsButton`.
  open var showsSearchResultsButton = false
  /// The bar's look; `minimal` draws no background. Mirrors `searchBarStyle`.
  open var searchBarStyle = Style.default { didSet { setNeedsLayout() } }
  /// The bar's fill; nil for the bar material. Mirrors `barTintColor`.
  open var barTintColor: Color? { didSet { setNeedsLayout() } }
  /// Whether the background is a material (true) or opaque. Mirrors `isTranslucent`.
  open var isTranslucent = true { didSet { setNeedsLayout() } }
  /// The scope bar's segment titles. Mirrors `scopeButtonTitles`.
  open var scopeButtonTitles: [String]? { didSet { scopeDidChange() } }
  /// The chosen scope. Mirrors `selectedScopeButtonIndex`.
  open var selectedScopeButtonIndex = 0 { didSet { scopeDidChange() } }
  /// Whether the scope bar shows under the field. Mirrors `showsScopeBar`.
  open var showsScopeBar = false { didSet { scopeDidChange() } }

  /// The bar's material, behind the field.
  let backgroundView = VisualEffectView(effect: BlurEffect(style: .systemChromeMaterial))
  /// "Cancel", in the tint.
  let cancelButton = Label()
  /// The scope bar, under the field when shown.
  let scopeBar = SegmentedControl(items: nil)
  private let relay = SearchFieldRelay()

  /// The field row's height, points.
  static let rowHeight: CGFloat = 56
  /// The scope row's height, points.
  static let scopeRowHeight: CGFloat = 44

  /// A bar in `frame` (points).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    for view in [backgroundView, searchTextField, cancelButton, scopeBar] as [View] {
      addSubview(view)
    }
    relay.searchBar = self
    searchTextField.delegate = relay
    cancelButton.text = "Cancel"
    cancelButton.font = .systemFont(ofSize: 17)
  }

  /// A bar with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// Shows or hides "Cancel". Mirrors `setShowsCancelButton(_:animated:)` (at once).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Whether the scope row shows.
  var showsScope: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

  /// No width of its own; 56 points tall, 44 more with the scope bar.
  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: View.noIntrinsicMetric,
      height: Self.rowHeight + (showsScope ? Self.scopeRowHeight : 0))
  }

  /// The width offered by the bar's height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: intrinsicContentSize.height)
  }

  /// Lays out the background, the field, "Cancel" and the scope bar.
  open override func layoutSubviews() {
    super.layoutSubviews()
    backgroundView.frame = bounds
    backgroundView.isHidden = searchBarStyle == .minimal
    backgroundView.effect =
      isTranslucent && barTintColor == nil ? BlurEffect(style: .systemChromeMaterial) : nil
    backgroundView.backgroundColor = barTintColor ?? (isTranslucent ? nil : .systemBackground)
    cancelButton.isHidden = !showsCancelButton
    cancelButton.textColor = tintColor
    let cancel = showsCancelButton ? cancelButton.intrinsicContentSize : .zero
    let trailing = showsCancelButton ? cancel.width + 16 : 8
    let fieldHeight = SearchTextField.height
    let rowTop = (Self.rowHeight - fieldHeight) / 2
    searchTextField.frame = CGRect(
      x: 8, y: rowTop, width: max(bounds.width - 8 - trailing, 0), height: fieldHeight)
    cancelButton.frame = CGRect(
      x: bounds.width - 8 - cancel.width, y: (Self.rowHeight - cancel.height) / 2,
      width: cancel.width, height: cancel.height)
    scopeBar.isHidden = !showsScope
    scopeBar.frame = CGRect(
      x: 8, y: Self.rowHeight, width: max(bounds.width - 16, 0), height: 32)
  }

  private func scopeDidChange() {
    scopeBar.removeAllSegments()
    for (index, title) in (scopeButtonTitles ?? []).enumerated() {
      scopeBar.insertSegment(withTitle: title, at: index, animated: false)
    }
    scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}
