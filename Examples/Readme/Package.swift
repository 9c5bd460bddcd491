// swift-tools-version:6.0
// SPDX-License-Identifier: MIT
// The README's Swift examples, exactly as written there (ReadmeExampleTests compares them), in a
// package of their own that depends on Reel by path: CI builds it and runs it, so the README
// cannot drift from the API.
import PackageDescription

let package = Package(
  name: "ReadmeExamples",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "Reel", path: "../..")],
  targets: [
    .executableTarget(name: "FlyIn", dependencies: [.product(name: "Reel", package: "Reel")]),
    .executableTarget(name: "HelloView", dependencies: [.product(name: "Reel", package: "Reel")]),
    .testTarget(
      name: "FlyInTests",
      dependencies: [.product(name: "ReelSnapshotTesting", package: "Reel")],
      exclude: ["Fixtures", "__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
