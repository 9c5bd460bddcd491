// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelPortPackage

struct Port: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a package that compiles your iOS files against Reel, as they are.",
    discussion:
      """
      The package's executable (named as the package) is reel with every layout and \
      view-controller class of the \
      files known to scenes by name (layout: {type: MosaicLayout}, viewController: \
      GridViewController). The files stay where they are: at every build a plugin rewrites \
      what Linux cannot compile (UIKit's imports, @objc, @objc optional requirements, \
      #selector, @IBOutlet/@IBAction, @main) into the build folder. Then: cd OUT && swift build \
      && swift run NAME render SCENE.yaml.
      """
  )

  @Argument(help: "iOS Swift files or folders of them.")
  var sources: [String]

  @Option(help: "The package's folder.")
  var out: String

  @Option(help: "The package's name (default: from --out's folder name).")
  var name: String?

  @Option(help: "The Reel package's folder (default: the one this reel was built from).")
  var reel: String?

  func run() throws {
    do {
      let executable = URL(fileURLWithPath: "/proc/self/exe")
      guard
        let reelFolder = reel.map({ URL(fileURLWithPath: $0) })
          ?? PortPackage.reelPackage(executable: executable)
      else {
        throw PortPackageError.usage("give --reel PATH, the folder of the Reel package")
      }
      let package = try PortPackage(
        sources: sources.map { URL(fileURLWithPath: $0) }, folder: URL(fileURLWithPath: out),
        name: name, reel: reelFolder)
      try package.write()
      say(
        "\(package.folder.path)  package \(package.name), "
          + counted(package.sources.count, "source path")
      )
    } catch {
      throw reelExitCode(for: error)
    }
  }
}
