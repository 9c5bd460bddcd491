// SPDX-License-Identifier: MIT
import Foundation

/// A section's header or footer in a table: a list header's (or footer's) content
/// configuration, or `textLabel`. Mirrors `UIKit.UITableViewHeaderFooterView`.
///
/// ## Differences from UIKit
/// It is a `CollectionViewListCell`, as the rows are (see `TableView`).
@preconcurrency @MainActor
open class TableViewHeaderFooterView: CollectionViewListCell {
  lazy var legacy = LegacyCellContent(owner: self)
  /// Whether the table shows it as a footer (its default configuration is then a footer's).
  var isFooter = false

  /// A header or footer for reuse under `reuseIdentifier`. Mirrors `init(reuseIdentifier:)`.
  public init(reuseIdentifier: String?) {
    super.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
    isHeaderOrFooter = true
  }

  /// A header in `frame`.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// The title's label (made on first use). Mirrors `textLabel`.
  open var textLabel: Label? { legacy.text() }
  /// The secondary text's label (made on first use). Mirrors `detailTextLabel`.
  open var detailTextLabel: Label? { legacy.detail() }

  /// A header's or footer's list content configuration, which takes the table's style.
  /// Mirrors `defaultContentConfiguration()`.
  open override func defaultContentConfiguration() -> ListContentConfiguration {
    isFooter ? .footer() : .header()
  }

  override func performConfigurationUpdate() {
    if legacy.isUsed {
      contentConfiguration = legacy.configuration(from: defaultContentConfiguration())
    }
    super.performConfigurationUpdate()
  }

  /// Shows `view` (from the delegate's `viewForHeaderInSection`) filling the content view.
  /// Its height is its frame's when it has one, else what its constraints give.
  func holdCustomView(_ view: View) {
    let height = view.frame.height
    view.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(view)
    var constraints = [
      view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      view.topAnchor.constraint(equalTo: contentView.topAnchor),
      view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ]
    if height > 0 {
      let fixed = view.heightAnchor.constraint(equalToConstant: height)
      fixed.priority = .defaultHigh
      constraints.append(fixed)
    }
    NSLayoutConstraint.activate(constraints)
  }
}
