// swift-tools-version:6.0
// SPDX-License-Identifier: MIT
import PackageDescription

let package = Package(
  name: "Reel",
  platforms: [.macOS(.v13)],
  // What a user needs: everything to build, render and snapshot collection views from Swift
  // (`Reel`, one import), only the layout contract for a package of layouts (`ReelLayout`), the
  // two snapshot-testing integrations, and the command-line tool.
  products: [
    .library(name: "Reel", targets: ["Reel"]),
    .library(name: "ReelLayout", targets: ["ReelLayout"]),
    // UIKit's names over ReelLayout, so iOS layout files compile with only `import` changed.
    .library(name: "ReelUIKit", targets: ["ReelUIKit"]),
    .library(name: "ReelSnapshotTesting", targets: ["ReelSnapshotTesting"]),
    .library(name: "ReelSnapshotting", targets: ["ReelSnapshotting"]),
    .library(name: "ReelCommandLine", targets: ["ReelCommandLine"]),
    .executable(name: "reel", targets: ["reel"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    // The preview server's HTTP and WebSocket (Apache 2.0): llhttp's parser with size limits,
    // accept back-off on descriptor exhaustion, WebSocket frames bounded by size.
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    // MARK: - C system libraries (Debian packages)
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(
      name: "CJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
    .systemLibrary(
      name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // libdeflate (MIT): the PNG writer's compressor.
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .systemLibrary(
      name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    // Video codecs: OpenH264 (BSD-2-Clause) and libvpx (BSD-3-Clause).
    .systemLibrary(
      name: "COpenH264", pkgConfig: "openh264", providers: [.apt(["libopenh264-dev"])]),
    .systemLibrary(name: "CVPX", pkgConfig: "vpx", providers: [.apt(["libvpx-dev"])]),
    // librsvg: LGPL-2.1+, linked dynamically like Cairo and Pango.
    .systemLibrary(
      name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
    // libxml2 (MIT), the parser librsvg itself uses: an SVG is read once by Reel, entities
    // expanded, so what is checked is what librsvg is given.
    .systemLibrary(
      name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),

    // MARK: - Core pipeline (no Cairo below this line)
    .target(name: "ReelGeometry"),
    .target(name: "ReelTiming"),
    // UIKit's contract: the collection view, the layout base class, flow layout, attributes.
    .target(name: "ReelLayout", dependencies: ["ReelGeometry", "ReelTiming"]),
    // The seeds' and demos' layouts, written against that contract as a user's would be.
    .target(name: "ReelLayouts", dependencies: ["ReelGeometry", "ReelLayout"]),
    // UIKit's views and Auto Layout (its constraint solver first).
    .target(name: "ReelViews", dependencies: ["ReelGeometry", "ReelTiming", "ReelLayout"]),
    .target(name: "ReelUIKit", dependencies: ["ReelGeometry", "ReelLayout", "ReelViews"]),
    .target(name: "ReelAnimation", dependencies: ["ReelGeometry", "ReelLayout", "ReelTiming"]),
    .target(name: "ReelRender", dependencies: ["ReelGeometry", "ReelViews"]),

    // MARK: - Backends
    // Text as UIKit draws it: Pango (HarfBuzz, fontconfig) on Cairo contexts.
    .target(name: "ReelText", dependencies: ["ReelRender", "ReelViews", "CPango"]),
    .target(
      name: "ReelCairo",
      dependencies: [
        "ReelGeometry", "ReelRender", "ReelPNG", "ReelJPEG", "ReelWebP", "ReelSVGImage",
        "ReelText", "ReelViews", "CCairo",
      ]),
    .target(name: "ReelGIF", dependencies: ["ReelRender", "CGIF"]),
    .target(name: "ReelPNG", dependencies: ["ReelRender", "CZlib", "CDeflate"]),
    .target(name: "ReelWebP", dependencies: ["ReelRender", "CWebP"]),
    .target(name: "ReelJPEG", dependencies: ["ReelRender", "CJPEG"]),
    // MP4 (H.264) and WebM (VP9): the codecs from Debian, the containers written here.
    .target(name: "ReelVideo", dependencies: ["ReelRender", "COpenH264", "CVPX"]),
    // SVG images in cells: librsvg, with embedded images checked against the limits first.
    .target(
      name: "ReelSVGImage",
      dependencies: ["ReelRender", "ReelPNG", "ReelJPEG", "ReelWebP", "CRsvg", "CXML2"]),
    .target(name: "ReelSVG", dependencies: ["ReelGeometry", "ReelRender", "ReelViews"]),

    // MARK: - Scene files and output
    .target(
      name: "ReelScene",
      dependencies: [
        "ReelGeometry", "ReelTiming", "ReelLayout", "ReelLayouts", "ReelAnimation", "ReelRender",
        "ReelViews", .product(name: "Yams", package: "Yams"),
      ]),
    // Runs a scene's script: the model from ReelScene turned into timeline commands.
    .target(
      name: "ReelRuntime",
      dependencies: [
        "ReelGeometry", "ReelLayout", "ReelLayouts", "ReelAnimation", "ReelRender", "ReelScene",
        "ReelTiming", "ReelText", "ReelViews",
      ]),
    // Frame composition: display lists from the timelines and styles, screens and bars, scroll
    // indicators and touches; `inspect`'s text and JSON.
    .target(
      name: "ReelComposition",
      dependencies: [
        "ReelGeometry", "ReelLayout", "ReelAnimation", "ReelRender", "ReelScene", "ReelRuntime",
        "ReelViews",
      ]),
    // Writing files safely: temporary names renamed into place, signals, stale temporaries, the
    // errors of writing and the one table of exit codes. No encoder, so snapshots need only this.
    .target(name: "ReelFiles", dependencies: ["ReelRender", "ReelScene"]),
    .target(
      name: "ReelExport",
      dependencies: [
        "ReelRender", "ReelScene", "ReelRuntime", "ReelComposition", "ReelCairo", "ReelGIF",
        "ReelPNG", "ReelWebP", "ReelVideo", "ReelSVG", "ReelFiles", "ReelViews",
      ]),
    // `reel preview`: a page on 127.0.0.1 that plays, scrubs and inspects a scene, reloading when
    // its file changes.
    .target(
      name: "ReelPreview",
      dependencies: [
        "ReelRender", "ReelScene", "ReelRuntime", "ReelComposition", "ReelExport", "ReelFiles",
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOWebSocket", package: "swift-nio"),
      ]),
    // One import for users of the Swift API: every module of the pipeline.
    .target(
      name: "Reel",
      dependencies: [
        "ReelGeometry", "ReelTiming", "ReelLayout", "ReelLayouts", "ReelAnimation", "ReelRender",
        "ReelScene", "ReelRuntime", "ReelComposition",
        "ReelFiles", "ReelExport", "ReelSnapshot", "ReelViews",
      ]),

    // MARK: - Visual regression (framework-free: no XCTest, no Testing)
    .target(
      name: "ReelSnapshot",
      dependencies: [
        "ReelRender", "ReelScene", "ReelRuntime", "ReelComposition", "ReelCairo", "ReelPNG",
        "ReelFiles", "ReelGeometry", "ReelViews",
      ]),
    // The fuzzing harness: probes that run one scene or image and check how it ends, and a mutator
    // of valid scenes; driven by the test suite and by libFuzzer (reel-fuzz).
    .target(
      name: "ReelFuzzing",
      dependencies: [
        "ReelExport", "ReelScene", "ReelRuntime", "ReelComposition", "ReelCairo", "ReelPNG",
        "ReelRender", "ReelGeometry",
        "ReelTestSupport", .product(name: "Yams", package: "Yams"),
      ]),
    // assertSnapshot for Swift Testing and XCTest (the only target that imports them).
    .target(
      name: "ReelSnapshotTesting",
      dependencies: [
        "Reel", "ReelRender", "ReelScene", "ReelRuntime", "ReelComposition", "ReelSnapshot",
        "ReelViews",
      ]),
    // Strategies for pointfreeco/swift-snapshot-testing: only users of this product build that
    // package.
    .target(
      name: "ReelSnapshotting",
      dependencies: [
        "ReelRender", "ReelScene", "ReelCairo", "ReelPNG",
        "ReelSnapshot", "ReelViews",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ]),

    // MARK: - Command-line tool
    .executableTarget(name: "reel-fuzz", dependencies: ["ReelFuzzing"]),
    // The command line as a library, so a package's own executable can register its layouts and
    // run every `reel` command unchanged.
    .target(
      name: "ReelCommandLine",
      dependencies: [
        "ReelLayout", "ReelScene", "ReelRuntime", "ReelComposition", "ReelFiles", "ReelExport",
        "ReelSnapshot", "ReelPreview", "ReelSVGImage", "ReelPortPackage",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "reel", dependencies: ["ReelCommandLine"]),

    // MARK: - Porting iOS files (`reel port`)
    // The package `reel port` writes (no swift-syntax, so `reel` builds without it).
    .target(name: "ReelPortPackage", dependencies: ["ReelFiles"]),
    // (The rewriting tools, with swift-syntax, are appended at the end of this file.)

    // MARK: - Benchmarks (figures for benchmarks/run.sh)
    .executableTarget(
      name: "reel-bench",
      dependencies: [
        "ReelLayout", "ReelRender", "ReelCairo", "ReelPNG", "ReelExport", "ReelViews",
        "ReelScene", "ReelRuntime", "ReelComposition", "ReelSnapshot",
      ]),

    // MARK: - Tests
    // What tests share (not a product): seeded random numbers, the repository root, a scratch
    // folder removed at exit. Foundation only, so the fuzzing harness can use it too.
    .target(name: "ReelTestSupport", path: "Tests/ReelTestSupport"),
    .testTarget(name: "ReelGeometryTests", dependencies: ["ReelGeometry"]),
    .testTarget(name: "ReelTimingTests", dependencies: ["ReelTiming"]),
    .testTarget(name: "ReelViewsTests", dependencies: ["ReelViews", "ReelGeometry"]),
    // UIKit's view API as a port spells it, measured and drawn by the real backends.
    .testTarget(
      name: "ReelUIKitTests",
      dependencies: ["ReelUIKit", "ReelViews", "Reel", "ReelText", "ReelCairo"]),
    .testTarget(
      name: "ReelLayoutTests",
      dependencies: ["ReelLayout", "ReelLayouts", "ReelGeometry", "ReelTestSupport"]),
    .testTarget(
      name: "ReelAnimationTests",
      dependencies: ["ReelGeometry", "ReelTiming", "ReelLayout", "ReelLayouts", "ReelAnimation"]),
    .testTarget(
      name: "ReelSceneTests",
      dependencies: [
        "ReelTestSupport", "ReelGeometry", "ReelTiming", "ReelLayout", "ReelLayouts",
        "ReelAnimation",
        "ReelRender", "ReelPNG", "ReelScene", "ReelRuntime", "ReelComposition", "ReelViews",
        "ReelExport",
      ],
      exclude: ["InvalidScenes"]),
    .testTarget(
      name: "ReelOutputTests",
      dependencies: [
        "ReelGeometry", "ReelRender", "ReelExport", "ReelScene", "ReelRuntime", "ReelComposition",
        "ReelCairo", "ReelGIF", "ReelPNG", "ReelWebP", "ReelVideo", "ReelText", "ReelFiles",
        "ReelSVG", "ReelJPEG", "ReelSVGImage", "CCairo", "CGIF", "CWebP",
        "ReelTestSupport", "ReelViews",
      ]),
    .testTarget(
      name: "ReelTextTests",
      dependencies: [
        "ReelTestSupport", "ReelGeometry", "ReelRender", "ReelText", "ReelCairo", "ReelPNG",
        "ReelScene", "ReelViews", "CPango",
      ]),
    .testTarget(
      name: "ReelPreviewTests",
      dependencies: ["ReelTestSupport", "ReelPreview", "ReelExport", "reel"]),
    .testTarget(
      name: "ReelCLITests",
      dependencies: ["ReelTestSupport", "reel", "ReelPNG", "ReelRender", "ReelScene"]),
    .testTarget(
      name: "ReelFuzzingTests", dependencies: ["ReelTestSupport", "ReelFuzzing"],
      exclude: ["Regressions"]),
    .testTarget(
      name: "ReelSnapshotTests",
      dependencies: [
        "ReelTestSupport", "ReelGeometry", "ReelRender", "ReelScene", "ReelRuntime",
        "ReelComposition", "ReelCairo", "ReelPNG", "ReelLayout", "ReelAnimation",
        "ReelExport", "ReelSnapshot", "ReelViews",
      ],
      exclude: ["LayoutReferences"]),
    .testTarget(
      name: "ReelSnapshotTestingTests",
      dependencies: [
        "ReelTestSupport", "ReelScene", "ReelRuntime", "ReelComposition", "ReelSnapshot",
        "ReelSnapshotTesting",
      ],
      exclude: ["__Snapshots__", "Fixtures"]),
    .testTarget(
      name: "ReelSnapshottingTests",
      dependencies: [
        "ReelRender", "ReelScene", "ReelRuntime", "ReelComposition", "ReelSnapshot",
        "ReelSnapshotting", "ReelViews",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"]),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - The port tools (swift-syntax)
// What a package `reel port` writes builds with: the rewriting of iOS files at build time, with
// swift-syntax (Apache 2.0), which only the plugin's tool and its tests build. CI's sanitizer runs
// set REEL_WITHOUT_PORT_TOOLS=1 and leave them out: swift-syntax is a pure-Swift parser of
// trusted source files that would double those builds; the plain suite runs ReelPortTests.
if Context.environment["REEL_WITHOUT_PORT_TOOLS"] == nil {
  package.products.append(.plugin(name: "ReelPortPlugin", targets: ["ReelPortPlugin"]))
  package.dependencies.append(
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"))
  package.targets += [
    // What Linux cannot compile in an iOS file, rewritten; the registry of the files' layouts and
    // view controllers.
    .target(
      name: "ReelPortRewrite",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]),
    .executableTarget(name: "reel-port-rewrite", dependencies: ["ReelPortRewrite"]),
    .plugin(
      name: "ReelPortPlugin", capability: .buildTool(), dependencies: ["reel-port-rewrite"]),
    .testTarget(
      name: "ReelPortTests",
      dependencies: ["ReelPortRewrite", "ReelPortPackage", "ReelTestSupport", "ReelUIKit"],
      exclude: ["Fixtures"]),
  ]
}

// MARK: - Test targets kept
// REEL_TEST_TARGETS (comma-separated target names) keeps only those test targets: CI's sanitizer
// runs test the suites that reach C libraries or share threads, and need not compile the other
// test targets instrumented.
if let kept = Context.environment["REEL_TEST_TARGETS"] {
  let names = Set(kept.split(separator: ",").map(String.init))
  package.targets.removeAll { $0.type == .test && !names.contains($0.name) }
}
