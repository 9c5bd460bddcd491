// swift-tools-version:6.0
// SPDX-License-Identifier: MIT
import PackageDescription

let package = Package(
  name: "Reel",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ReelGeometry", targets: ["ReelGeometry"]),
    .library(name: "ReelTiming", targets: ["ReelTiming"]),
    .library(name: "ReelLayout", targets: ["ReelLayout"]),
    .library(name: "ReelAnimation", targets: ["ReelAnimation"]),
    .library(name: "ReelRender", targets: ["ReelRender"]),
    .library(name: "ReelScene", targets: ["ReelScene"]),
    .library(name: "ReelCairo", targets: ["ReelCairo"]),
    .library(name: "ReelGIF", targets: ["ReelGIF"]),
    .library(name: "ReelPNG", targets: ["ReelPNG"]),
    .library(name: "ReelWebP", targets: ["ReelWebP"]),
    .library(name: "ReelSVG", targets: ["ReelSVG"]),
    .library(name: "ReelExport", targets: ["ReelExport"]),
    .library(name: "ReelSnapshot", targets: ["ReelSnapshot"]),
    .library(name: "ReelSnapshotTesting", targets: ["ReelSnapshotTesting"]),
    .library(name: "ReelSnapshotting", targets: ["ReelSnapshotting"]),
    .library(name: "ReelFuzzing", targets: ["ReelFuzzing"]),
    .executable(name: "reel-fuzz", targets: ["reel-fuzz"]),
    .executable(name: "reel", targets: ["reel"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // MARK: - C system libraries (Debian packages)
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),

    // MARK: - Core pipeline (no Cairo below this line)
    .target(name: "ReelGeometry"),
    .target(name: "ReelTiming", dependencies: ["ReelGeometry"]),
    .target(name: "ReelLayout", dependencies: ["ReelGeometry"]),
    .target(name: "ReelAnimation", dependencies: ["ReelLayout", "ReelTiming"]),
    .target(name: "ReelRender", dependencies: ["ReelLayout"]),

    // MARK: - Backends
    .target(name: "ReelCairo", dependencies: ["ReelRender", "CCairo"]),
    .target(name: "ReelGIF", dependencies: ["ReelRender", "CGIF"]),
    .target(name: "ReelPNG", dependencies: ["ReelRender", "CZlib"]),
    .target(name: "ReelWebP", dependencies: ["ReelRender", "CWebP"]),
    .target(name: "ReelSVG", dependencies: ["ReelRender"]),

    // MARK: - Scene files and output
    .target(
      name: "ReelScene",
      dependencies: ["ReelAnimation", "ReelRender", .product(name: "Yams", package: "Yams")]),
    .target(
      name: "ReelExport",
      dependencies: ["ReelScene", "ReelCairo", "ReelGIF", "ReelPNG", "ReelWebP", "ReelSVG"]),

    // MARK: - Visual regression (framework-free: no XCTest, no Testing)
    .target(name: "ReelSnapshot", dependencies: ["ReelExport"]),
    // The fuzzing harness: probes that run one scene or image and check how it ends, and a mutator
    // of valid scenes; driven by the test suite and by libFuzzer (reel-fuzz).
    .target(
      name: "ReelFuzzing", dependencies: ["ReelExport", .product(name: "Yams", package: "Yams")]),
    // assertSnapshot for Swift Testing and XCTest (the only target that imports them).
    .target(name: "ReelSnapshotTesting", dependencies: ["ReelSnapshot"]),
    // Strategies for pointfreeco/swift-snapshot-testing: only users of this product build that
    // package.
    .target(
      name: "ReelSnapshotting",
      dependencies: [
        "ReelSnapshot", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),

    // MARK: - Command-line tool
    .executableTarget(name: "reel-fuzz", dependencies: ["ReelFuzzing"]),
    .executableTarget(
      name: "reel",
      dependencies: [
        "ReelExport", "ReelSnapshot",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // MARK: - Benchmarks (figures for benchmarks/run.sh)
    .executableTarget(name: "reel-bench", dependencies: ["ReelLayout"]),

    // MARK: - Tests
    .testTarget(name: "ReelGeometryTests", dependencies: ["ReelGeometry"]),
    .testTarget(name: "ReelTimingTests", dependencies: ["ReelTiming"]),
    .testTarget(name: "ReelLayoutTests", dependencies: ["ReelLayout", "ReelFuzzing"]),
    .testTarget(name: "ReelAnimationTests", dependencies: ["ReelAnimation"]),
    .testTarget(name: "ReelSceneTests", dependencies: ["ReelScene"], exclude: ["InvalidScenes"]),
    .testTarget(
      name: "ReelOutputTests",
      dependencies: [
        "ReelExport", "ReelScene", "ReelCairo", "ReelGIF", "ReelPNG", "ReelWebP", "CGIF", "CWebP",
      ]),
    .testTarget(name: "ReelCLITests", dependencies: ["reel", "ReelPNG", "ReelRender"]),
    .testTarget(name: "ReelFuzzingTests", dependencies: ["ReelFuzzing"], exclude: ["Regressions"]),
    .testTarget(name: "ReelSnapshotTests", dependencies: ["ReelSnapshot"]),
    .testTarget(
      name: "ReelSnapshotTestingTests", dependencies: ["ReelSnapshotTesting"],
      exclude: ["__Snapshots__", "Fixtures"]),
    .testTarget(
      name: "ReelSnapshottingTests", dependencies: ["ReelSnapshotting"],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)
