// SPDX-License-Identifier: MIT
import Foundation

/// A scene's `viewController:`: the screen is a view controller of the program's own code, its
/// collection view the one the script drives.
public struct HostedControllerSpec: Sendable, Equatable {
  /// The class's registered name.
  public var name: String
  /// Whether it is shown as the root of a navigation controller (`navigation: true`).
  public var embedsInNavigation: Bool
  /// Where the scene names it.
  public var location: SourceLocation
  /// The screens of a tab bar controller (`tabs:`), each a controller as above; empty for one
  /// controller. `name` is then the selected tab's.
  public var tabs: [HostedControllerSpec] = []
  /// The selected tab's index in `tabs` (`selected:`).
  public var selectedIndex = 0

  /// A controller named `name`, at `location`.
  public init(name: String, embedsInNavigation: Bool = false, location: SourceLocation) {
    self.name = name
    self.embedsInNavigation = embedsInNavigation
    self.location = location
  }

  /// A tab bar controller showing `tabs`, `selectedIndex` selected (a valid index).
  public init(tabs: [HostedControllerSpec], selectedIndex: Int, location: SourceLocation) {
    self.init(name: tabs[selectedIndex].name, location: location)
    self.tabs = tabs
    self.selectedIndex = selectedIndex
  }
}
