// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles

extension PortPackage {
  /// The comment that marks a manifest `reel port` wrote (and may write again).
  static let marker = "Written by `reel port`"

  /// `Package.swift`: one executable target in Swift 5 mode (as iOS projects compile), built
  /// with the port plugin. Its product has the package's name: a product called `reel` would be
  /// built to the same file as the Reel package's own, and SwiftPM builds that one there.
  var manifestText: String {
    """
    // swift-tools-version:6.0
    // \(Self.marker): the iOS files listed in Sources/\(name)/ported-files.txt, compiled against
    // ReelUIKit where they are. Build with `swift build`;
    // run `swift run \(name) render SCENE.yaml`.
    import PackageDescription

    let package = Package(
      name: "\(name)",
      platforms: [.macOS(.v13)],
      products: [.executable(name: "\(name)", targets: ["\(name)"])],
      dependencies: [.package(name: "Reel", path: "\(relative(reel))")],
      targets: [
        .executableTarget(
          name: "\(name)",
          dependencies: [
            .product(name: "ReelUIKit", package: "Reel"),
            .product(name: "ReelCommandLine", package: "Reel"),
          ],
          exclude: ["ported-files.txt"],
          swiftSettings: [.swiftLanguageMode(.v5)],
          plugins: [.plugin(name: "ReelPortPlugin", package: "Reel")])
      ]
    )

    """
  }

  /// `main.swift`: registers the files' layouts and view controllers, then runs `reel`.
  var mainText: String {
    """
    // \(Self.marker). Reel's command line, with the ported files' layouts and view
    // controllers known to scenes by class name (ReelPortRegistry is generated at build time).
    import ReelCommandLine

    MainActor.assumeIsolated { ReelPortRegistry.registerAll() }
    ReelCommand.main()

    """
  }

  /// `ported-files.txt`: the sources, relative to the package.
  var listText: String {
    "# \(Self.marker): files and folders to port, relative to the package's folder.\n"
      + sources.map { relative($0) + "\n" }.joined()
  }

  /// The Reel package that built the running `reel`: the folder above its `.build`, if that
  /// folder's manifest is Reel's.
  public static func reelPackage(executable: URL) -> URL? {
    var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      if folder.lastPathComponent.hasPrefix(".build") {
        let root = folder.deletingLastPathComponent()
        let manifest = FileManager.default.contents(
          atPath: root.appending(path: "Package.swift").path)
        if let manifest, String(decoding: manifest, as: UTF8.self).contains("name: \"Reel\"") {
          return root
        }
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }
}

/// Why `reel port` could not write a package.
public enum PortPackageError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A source file or folder that does not exist.
  case missing(String)
  /// A `Package.swift` already there that `reel port` did not write.
  case exists(String)
  /// Arguments that cannot work, with what was expected.
  case usage(String)

  public var description: String {
    switch self {
    case .missing(let path): "\(path): no such file or folder"
    case .exists(let path):
      "\(path): a package that reel port did not write is already there; choose another --out"
    case .usage(let text): text
    }
  }

  /// 66 for a missing input, 73 for an output folder that is taken, 64 for the rest.
  public var exitCode: Int32 {
    switch self {
    case .missing: 66
    case .exists: 73
    case .usage: 64
    }
  }
}

extension PortPackageError: ExitCoded {}
