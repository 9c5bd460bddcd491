// SPDX-License-Identifier: MIT
import Foundation

/// The view controllers scene files can name (`viewController: GridViewController`): those a
/// program registers — a package `reel port` wrote registers every view-controller class of its
/// files that `Type()` makes.
public final class ViewControllerRegistry: @unchecked Sendable {
  /// What makes a new controller: called on the main thread, once per scene that names it.
  public typealias Factory = @MainActor @Sendable () -> ViewController

  /// The registry scene files use.
  public static let shared = ViewControllerRegistry()

  private let lock = NSLock()
  private var factories: [String: Factory] = [:]

  init() {}

  /// Makes `name` available to scenes; registering an existing name replaces it.
  public func register(_ name: String, make: @escaping Factory) {
    lock.lock()
    defer { lock.unlock() }
    factories[name] = make
  }

  /// Registered names, sorted.
  public var names: [String] {
    lock.lock()
    defer { lock.unlock() }
    return factories.keys.sorted()
  }

  /// A new controller of `name`, or nil for an unknown name.
  @MainActor
  public func make(_ name: String) -> ViewController? {
    lock.lock()
    let factory = factories[name]
    lock.unlock()
    return factory?()
  }

  /// A new controller of `type`, as `type.init()` makes one on iOS (Swift needs a required
  /// initializer for that; `reel port` rewrites such a call on a controller's metatype to this):
  /// the registered factory of its class name, or `ViewController`'s own. A class with no
  /// registered factory (it has no initializer without arguments) stops the program, naming it.
  @MainActor
  public func make<Controller: ViewController>(
    _ type: Controller.Type, file: StaticString = #fileID, line: UInt = #line
  ) -> Controller {
    let qualified = String(reflecting: type).split(separator: ".").dropFirst().joined(
      separator: ".")
    for name in [qualified, String(describing: type)] {
      if let made = make(name) as? Controller { return made }
    }
    if type == ViewController.self, let plain = ViewController() as? Controller { return plain }
    fatalError(
      "\(type).init(): no view controller of this class is registered (reel port registers "
        + "those with an initializer without arguments)", file: file, line: line)
  }
}
