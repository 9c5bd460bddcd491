// SPDX-License-Identifier: MIT
import Foundation

/// `UICollectionViewCell`: a reusable view with a `contentView` to put the cell's subviews in,
/// and a `backgroundView` and `selectedBackgroundView` behind it. The content view fills the
/// cell and follows its size (an autoresizing mask of flexible width and height, as UIKit's), so
/// constraints from the content view's subviews to its edges size a self-sizing cell.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
  /// The view the cell's content goes in: the cell's bounds, above the background views.
  public let contentView: View

  /// Drawn behind the content, filling the cell; nil by default. Setting it clears
  /// `backgroundConfiguration`.
  open var backgroundView: View? {
    didSet {
      replace(oldValue, with: backgroundView, at: 0)
      if backgroundView != nil { backgroundConfiguration = nil }
    }
  }

  /// Drawn above `backgroundView` while the cell is selected or highlighted; nil by default.
  /// Setting it clears `backgroundConfiguration`.
  open var selectedBackgroundView: View? {
    didSet {
      replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
      updateSelectedBackground()
      if selectedBackgroundView != nil { backgroundConfiguration = nil }
    }
  }

  /// What is drawn behind the content (`UIBackgroundConfiguration`); nil (the default) for the
  /// background views. Setting one removes `backgroundView` and `selectedBackgroundView`, as
  /// UIKit's are exclusive.
  open var backgroundConfiguration: BackgroundConfiguration? {
    didSet { applyBackgroundConfiguration() }
  }
  /// Whether the background follows the cell's state (`updated(for: configurationState)`, so a
  /// list preset turns grey while selected). Default true.
  open var automaticallyUpdatesBackgroundConfiguration = true {
    didSet { applyBackgroundConfiguration() }
  }
  /// The view built from `backgroundConfiguration`, behind everything.
  var configuredBackground: View?

  /// The cell's state: its traits, selection and highlight (`UICellConfigurationState`).
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// The content's configuration: setting one puts the view it makes into `contentView`,
  /// filling it (a view that supports the new configuration is given it instead); nil removes
  /// it.
  open var contentConfiguration: (any ContentConfiguration)? {
    didSet { applyContentConfiguration() }
  }
  var configuredView: (View & ConfigurableContentView)?

  /// Whether the cell is selected (shows `selectedBackgroundView`).
  open var isSelected = false {
    didSet {
      updateSelectedBackground()
      if oldValue != isSelected { stateChanged() }
    }
  }
  /// Whether the cell is highlighted (a touch is down on it; shows `selectedBackgroundView`).
  open var isHighlighted = false {
    didSet {
      updateSelectedBackground()
      if oldValue != isHighlighted { stateChanged() }
    }
  }

  /// `UICollectionViewCell.ConfigurationUpdateHandler`: what configures the cell for a state.
  public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) ->
    Void
  /// Run by `updateConfiguration(using:)` with the cell and its state, before its next layout
  /// whenever its state changes (and once before the first); nil by default. Setting it asks
  /// for an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }
  /// Whether the content configuration follows the cell's state (`updated(for:)`) when it
  /// changes. Default true.
  open var automaticallyUpdatesContentConfiguration = true

  /// Returns nil: Reel reads no archives (see `View.init(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// `updateConfiguration(using:)`: configures the cell for `state`; override to set its
  /// configurations (call `super`, which runs `configurationUpdateHandler`). Runs before the
  /// cell's first layout and the next layout after its state changes or
  /// `setNeedsUpdateConfiguration()`.
  open func updateConfiguration(using state: CellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }

  override func performConfigurationUpdate() {
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
      contentConfiguration = configuration.updated(for: state)
    }
    updateConfiguration(using: state)
  }

  /// A cell in `frame` (points) with an empty content view filling it.
  public override init(frame: CGRect) {
    contentView = View(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  private func replace(_ old: View?, with new: View?, at index: Int) {
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(new, at: index)
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  private func applyContentConfiguration() {
    guard let configuration = contentConfiguration else {
      configuredView?.removeFromSuperview()
      configuredView = nil
      return
    }
    if let view = configuredView, view.supports(configuration) {
      view.configuration = configuration
      return
    }
    configuredView?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(view)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      view.topAnchor.constraint(equalTo: contentView.topAnchor),
      view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
    ])
    configuredView = view
  }
}
