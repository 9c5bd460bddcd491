// swift-tools-version:6.0
// SPDX-License-Identifier: MIT
// An example of a package of your own that uses Reel: it defines a layout by subclassing
// CollectionViewLayout (as on iOS), registers it so scene files can name it, and runs reel's whole
// command line (render, inspect, snapshot, batch, validate) with it.
import PackageDescription

let package = Package(
  name: "CustomLayout",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Reel", path: "../..")],
  targets: [
    .executableTarget(
      name: "SpiralDemo",
      dependencies: [
        .product(name: "ReelLayout", package: "Reel"),
        .product(name: "ReelCommandLine", package: "Reel"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
