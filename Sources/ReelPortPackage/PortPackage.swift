// SPDX-License-Identifier: MIT
import Foundation
import ReelFiles

/// The SwiftPM package `reel port` writes: it compiles a team's iOS files where they are (a
/// build-tool plugin rewrites them into the build folder at every build, so the files stay the
/// source of truth), and its executable `reel` is Reel's command line with the files' layouts
/// and view controllers known to scenes by class name.
///
/// The package holds `Package.swift`, `Sources/<name>/main.swift` and
/// `Sources/<name>/ported-files.txt` (the files and folders, relative to the package, that the
/// plugin reads; folders are listed again at every build).
public struct PortPackage: Sendable, Equatable {
  /// The files and folders to port, as absolute paths.
  public var sources: [URL]
  /// The package's folder.
  public var folder: URL
  /// The package's and its target's name: a Swift identifier.
  public var name: String
  /// The Reel package's folder (what the package depends on).
  public var reel: URL

  /// A package porting `sources` into `folder`, named `name` (default: from the folder's name),
  /// depending on the Reel package at `reel`.
  /// - Throws: `PortPackageError` when a source does not exist or is not a Swift file or a
  ///   folder, when `name` is not an identifier, or when no source was given.
  public init(sources: [URL], folder: URL, name: String? = nil, reel: URL) throws(PortPackageError)
  {
    guard !sources.isEmpty else { throw .usage("give the iOS files or folders to port") }
    for source in sources {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: source.path, isDirectory: &isFolder) else {
        throw .missing(source.path)
      }
      guard isFolder.boolValue || source.pathExtension == "swift" else {
        throw .usage("\(source.path): expected a Swift file (.swift) or a folder")
      }
    }
    let chosen = name ?? Self.identifier(from: folder.standardized.lastPathComponent)
    guard Self.isIdentifier(chosen), chosen != "Reel", !chosen.hasPrefix("Reel") else {
      throw .usage(
        "--name \(chosen): expected a Swift identifier (letters, digits, _) not starting with Reel")
    }
    self.sources = sources.map(\.standardized)
    self.folder = folder.standardized
    self.name = chosen
    self.reel = reel.standardized
  }

  /// Whether `text` is an ASCII Swift identifier.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
      text.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0 == "_" || $0.properties.isAlphabetic
            || ("0"..."9").contains($0))
      })
    else { return false }
    return true
  }

  /// A Swift identifier from a folder's name: letters and digits kept, words joined.
  static func identifier(from folderName: String) -> String {
    let words = folderName.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = joined.first, first.isLetter else { return "Ported" + joined }
    return joined
  }

  /// `target` relative to the package's folder (with `..` where needed).
  func relative(_ target: URL) -> String {
    let from = folder.pathComponents
    let to = target.standardized.pathComponents
    var shared = 0
    while shared < min(from.count, to.count), from[shared] == to[shared] { shared += 1 }
    let up = Array(repeating: "..", count: from.count - shared)
    let path = (up + to[shared...]).joined(separator: "/")
    return path.isEmpty ? "." : path
  }

  /// Writes the package's files, each under a temporary name renamed into place.
  /// - Throws: `PortPackageError.exists` when the folder holds a `Package.swift` `reel port` did
  ///   not write; `OutputError` when a file cannot be written.
  public func write() throws {
    let manifest = folder.appending(path: "Package.swift")
    if let existing = FileManager.default.contents(atPath: manifest.path),
      !String(decoding: existing, as: UTF8.self).contains(Self.marker)
    {
      throw PortPackageError.exists(manifest.path)
    }
    let target = folder.appending(path: "Sources").appending(path: name)
    try AtomicWriter.makeDirectory(target)
    let files: [(URL, String)] = [
      (manifest, manifestText),
      (target.appending(path: "main.swift"), mainText),
      (target.appending(path: "ported-files.txt"), listText),
      (folder.appending(path: ".gitignore"), ".build/\nPackage.resolved\nout/\n"),
    ]
    for (url, text) in files { try AtomicWriter.write(Data(text.utf8), to: url) }
  }
}
