// SPDX-License-Identifier: MIT
import Foundation
import ReelGeometry

/// `UIContentConfiguration`: a value describing a cell's content, which makes the view that
/// shows it and gives the version of itself for a state.
public protocol ContentConfiguration {
  /// A new view showing this configuration.
  @preconcurrency @MainActor func makeContentView() -> View & ConfigurableContentView
  /// This configuration as it looks in `state` (selected, highlighted, its traits…).
  func updated(for state: any ConfigurationState) -> Self
}

/// `UIContentView`: a view that shows a content configuration.
@preconcurrency @MainActor
public protocol ConfigurableContentView: AnyObject {
  /// The configuration shown; setting it updates the view.
  var configuration: any ContentConfiguration { get set }
  /// Whether the view can show `configuration` (the same kind of configuration by default).
  func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ConfigurableContentView {
  /// Whether `configuration` is of the same type as the one shown, as UIKit assumes when a
  /// content view does not say.
  public func supports(_ configuration: any ContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
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
  /// The key's name.
  public let rawValue: String
  /// The key named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The key named `rawValue`.
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UICellConfigurationState`: a cell's state — its view state and its cell state.
public struct CellConfigurationState: ConfigurationState {
  /// The traits of the view the state is for.
  public var traitCollection: TraitCollection
  /// Whether the cell is disabled (user interaction off).
  public var isDisabled = false
  /// Whether a touch is down on the cell.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has focus (a keyboard or remote).
  public var isFocused = false
  /// Whether the collection view is editing.
  public var isEditing = false
  /// Whether the cell's outline section is expanded.
  public var isExpanded = false
  /// Whether the cell is swiped to show its actions.
  public var isSwiped = false
  /// Whether the cell is being moved by a reorder.
  public var isReordering = false
  private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// The state with `traitCollection` and every flag off.
  public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

  /// An app's own state for `key`; nil when not set.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { custom[key] }
    set { custom[key] = newValue }
  }
}
