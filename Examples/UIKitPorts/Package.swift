// swift-tools-version:6.0
// SPDX-License-Identifier: MIT
// Three layouts written for iOS against UIKit — a delegate-driven waterfall, a scaling carousel
// and a flow layout that slides inserted and deleted items — compiled against ReelUIKit with
// only their `import UIKit` line changed (and the waterfall's `@objc` marker dropped), registered
// for scene files, and rendered with reel's whole command line.
import PackageDescription

let package = Package(
  name: "UIKitPorts",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Reel", path: "../..")],
  targets: [
    // The layout files as they come from the iOS project (Swift 5 mode, as most iOS code is).
    .target(
      name: "UIKitPorts",
      dependencies: [.product(name: "ReelUIKit", package: "Reel")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
      name: "PortsDemo",
      dependencies: [
        "UIKitPorts",
        .product(name: "ReelLayout", package: "Reel"),
        .product(name: "ReelCommandLine", package: "Reel"),
      ]),
    // Renders the ported cell (`ContactCell.swift`) with Reel's view renderer.
    .executableTarget(
      name: "CellDemo",
      dependencies: [
        "UIKitPorts", .product(name: "Reel", package: "Reel"),
      ]),
    // The ported cell's frames against constraints solved by hand.
    .testTarget(
      name: "UIKitPortsTests",
      dependencies: [
        "UIKitPorts", .product(name: "Reel", package: "Reel"),
        .product(name: "ReelUIKit", package: "Reel"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
