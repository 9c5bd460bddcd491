// swift-tools-version:6.0
// Written by `reel port`: the iOS files listed in Sources/Gallery/ported-files.txt, compiled against
// ReelUIKit where they are. Build with `swift build`;
// run `swift run Gallery render SCENE.yaml`.
import PackageDescription

let package = Package(
  name: "Gallery",
  platforms: [.macOS(.v13)],
  products: [.executable(name: "Gallery", targets: ["Gallery"])],
  dependencies: [.package(name: "Reel", path: "../..")],
  targets: [
    .executableTarget(
      name: "Gallery",
      dependencies: [
        .product(name: "ReelUIKit", package: "Reel"),
        .product(name: "ReelCommandLine", package: "Reel"),
      ],
      exclude: ["ported-files.txt"],
      swiftSettings: [.swiftLanguageMode(.v5)],
      plugins: [.plugin(name: "ReelPortPlugin", package: "Reel")])
  ]
)
