// SPDX-License-Identifier: MIT
import Foundation
import ReelScene

/// Turns command-line arguments — scene files and folders — into scene paths.
public enum SceneDiscovery {
  /// Scene file extensions.
  public static let extensions: Set<String> = ["yaml", "yml", "json"]

  /// The scene files among `arguments`: files as given, folders searched recursively for `.yaml`,
  /// `.yml` and `.json` files (not `*.schema.json`, not hidden files or folders). Sorted, without
  /// duplicates.
  /// - Throws: `SceneFileError.notFound` for an argument that does not exist.
  public static func scenes(in arguments: [String]) throws(SceneFileError) -> [String] {
    var found = Set<String>()
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
        throw SceneFileError.notFound(path: argument)
      }
      guard isDirectory.boolValue else {
        found.insert(argument)
        continue
      }
      let base = URL(fileURLWithPath: argument)
      guard
        let walker = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
      else { continue }
      for case let url as URL in walker
      where extensions.contains(url.pathExtension.lowercased())
        && !url.lastPathComponent.hasSuffix(".schema.json")
      {
        let relative =
          url.path.hasPrefix(base.path + "/")
          ? String(url.path.dropFirst(base.path.count + 1)) : url.lastPathComponent
        found.insert(argument.hasSuffix("/") ? argument + relative : argument + "/" + relative)
      }
    }
    return found.sorted()
  }
}
