// SPDX-License-Identifier: MIT
import Foundation
import ReelPortPackage
import ReelTestSupport
import Testing

/// The package `reel port` writes.
struct PortPackageTests {
  @Test func writesAManifestThatFindsTheFilesWhereTheyAre() throws {
    let root = Scratch.folder("port-package")
    let ios = root.appending(path: "App/Screens")
    try FileManager.default.createDirectory(at: ios, withIntermediateDirectories: true)
    try Data("import UIKit\n".utf8).write(to: ios.appending(path: "Grid.swift"))
    let package = try PortPackage(
      sources: [ios], folder: root.appending(path: "ported app"),
      reel: root.appending(path: "tools/Reel"))
    #expect(package.name == "PortedApp")
    try package.write()
    let manifest = try String(
      contentsOf: package.folder.appending(path: "Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".package(name: \"Reel\", path: \"../tools/Reel\")"))
    #expect(
      manifest.contains("products: [.executable(name: \"PortedApp\", targets: [\"PortedApp\"])]"))
    let list = try String(
      contentsOf: package.folder.appending(path: "Sources/PortedApp/ported-files.txt"),
      encoding: .utf8)
    #expect(list.hasSuffix("\n../App/Screens\n"))
    // Writing again replaces its own files.
    try package.write()
  }

  @Test func refusesWhatCannotWork() throws {
    let root = Scratch.folder("port-package-errors")
    let reel = root.appending(path: "Reel")
    #expect(throws: PortPackageError.missing(root.appending(path: "nope.swift").path)) {
      try PortPackage(sources: [root.appending(path: "nope.swift")], folder: root, reel: reel)
    }
    let notes = root.appending(path: "notes.txt")
    try Data("x".utf8).write(to: notes)
    #expect(throws: PortPackageError.self) {
      try PortPackage(sources: [notes], folder: root, reel: reel)
    }
    #expect(throws: PortPackageError.self) {
      try PortPackage(sources: [root], folder: root, name: "ReelApp", reel: reel)
    }
    let taken = root.appending(path: "taken")
    try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: true)
    try Data("// a package of someone's\n".utf8).write(to: taken.appending(path: "Package.swift"))
    let package = try PortPackage(sources: [root], folder: taken, reel: reel)
    #expect(throws: PortPackageError.exists(taken.appending(path: "Package.swift").path)) {
      try package.write()
    }
  }
}
