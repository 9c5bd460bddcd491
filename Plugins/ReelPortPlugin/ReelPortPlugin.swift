// SPDX-License-Identifier: MIT
import Foundation
import PackagePlugin

/// The build step of a package `reel port` wrote: reads the target's `ported-files.txt` (files
/// and folders, one per line, relative to the package), and rewrites every Swift file they name
/// into the build folder (`reel-port-rewrite`), with the registry of their layouts and view
/// controllers. Folders are listed again at every build, so a new file is picked up.
@main
struct ReelPortPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let list = target.directoryURL.appending(path: "ported-files.txt")
    let root = context.package.directoryURL
    let text = try String(contentsOf: list, encoding: .utf8)
    let entries = text.split(whereSeparator: \.isNewline).map { String($0) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    let sources = try entries.flatMap { try swiftFiles(at: root.appending(path: $0)) }
    let folder = context.pluginWorkDirectoryURL.appending(path: "Ported")
    var arguments = [folder.appending(path: "ReelPortRegistry.swift").path]
    var outputs = [folder.appending(path: "ReelPortRegistry.swift")]
    for (number, source) in sources.enumerated() {
      let name = String(format: "%03d-", number) + source.lastPathComponent
      let output = folder.appending(path: name)
      arguments += [source.path, output.path]
      outputs.append(output)
    }
    return [
      .buildCommand(
        displayName: "Porting \(sources.count) iOS files",
        executable: try context.tool(named: "reel-port-rewrite").url, arguments: arguments,
        inputFiles: [list] + sources, outputFiles: outputs)
    ]
  }

  /// `url` if it is a Swift file, else the Swift files under it, sorted by path.
  private func swiftFiles(at url: URL) throws -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw PortPluginError(message: "\(url.path): no such file or folder (ported-files.txt)")
    }
    guard isFolder.boolValue else { return url.pathExtension == "swift" ? [url.standardized] : [] }
    let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let next = walker?.nextObject() as? URL {
      if next.pathExtension == "swift" { found.append(next.standardized) }
    }
    return found.sorted { $0.path < $1.path }
  }
}

/// A line of `ported-files.txt` that names nothing.
struct PortPluginError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}
