// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIContentConfiguration`: a value describing a cell's content, which makes the view that
/// shows it and gives the version of itself for a state.
public protocol ContentConfiguration {
  /// A new view showing this configuration.
  @MainActor func makeContentView() -> View & ConfigurableContentView
  /// This configuration as it looks in `state` (selected, highlighted, its traits…).
  func updated(for state: any ConfigurationState) -> Self
}

/// `UIContentView`: a view that shows a content configuration.
@MainActor
public protocol ConfigurableContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration` (the same kind of configuration by default).
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

/// `UIConfigurationState`: what a configuration is updated for.
public protocol ConfigurationState {
  /// The traits of the view the configuration is for.
  var traitCollection: TraitCollection { get set }
  /// An app's own state, by key; nil when not set.
  subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// `UIConfigurationStateCustomKey`: a key for an app's own state.
public struct ConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The key named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UICellConfigurationState`: a cell's state — its view state and its cell state.
public struct CellConfigurationState: ConfigurationState {
  public var traitCollection: TraitCollection
  public var isDisabled = false
  public var isHighlighted = false
  public var isSelected = false
  public var isFocused = false
  public var isEditing = false
  public var isExpanded = false
  public var isSwiped = false
  public var isReordering = false
  private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// The state with `traitCollection` and every flag off.
  public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
