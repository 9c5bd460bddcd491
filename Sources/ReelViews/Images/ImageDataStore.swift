// SPDX-License-Identifier: MIT
import Foundation

/// The bytes of images made from data (`UIImage(data:)`), kept for the life of the program under
/// a key that stands where a file's path would (`reel-image-data:<n>`, numbered in the order
/// distinct bytes were first given), so the image backends find them as they find files. The
/// same bytes always have the same key. Safe from any thread.
public enum ImageDataStore {
  /// What every key starts with.
  public static let keyPrefix = "reel-image-data:"

  private static let lock = NSLock()
  nonisolated(unsafe) private static var keys: [Data: String] = [:]
  nonisolated(unsafe) private static var stored: [String: Data] = [:]

  /// The key of `data`, stored the first time.
  public static func key(for data: Data) -> String {
    lock.withLock {
      if let key = keys[data] { return key }
      let key = keyPrefix + String(keys.count)
      keys[data] = key
      stored[key] = data
      return key
    }
  }

  /// The bytes stored under `key`; nil for any other string (a file's path).
  public static func data(forKey key: String) -> Data? {
    guard key.hasPrefix(keyPrefix) else { return nil }
    return lock.withLock { stored[key] }
  }
}
