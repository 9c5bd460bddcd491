// SPDX-License-Identifier: MIT
import Foundation

/// The `reel` binary the command-line tests run: `REEL_BINARY` when set (CI sets it to the release
/// build the container proof made, the binary users run: its 20 000-frame renders take seconds
/// where the debug build's take minutes), else the one built next to the test bundle (test
/// targets that use it depend on `reel`).
public func reelBinary() throws -> URL {
  if let path = ProcessInfo.processInfo.environment["REEL_BINARY"], !path.isEmpty {
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return URL(fileURLWithPath: path)
  }
  let bundle = Bundle.main.bundleURL
  let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  let candidates = [products, products.deletingLastPathComponent()].map {
    $0.appendingPathComponent("reel")
  }
  guard
    let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
  else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: candidates[0].path])
  }
  return found
}
