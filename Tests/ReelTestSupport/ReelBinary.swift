// SPDX-License-Identifier: MIT
import Foundation

/// The built `reel` binary next to the test bundle (test targets that use it depend on `reel`).
public func reelBinary() throws -> URL {
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
