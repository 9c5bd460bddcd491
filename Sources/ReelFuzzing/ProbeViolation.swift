// SPDX-License-Identifier: MIT

/// An input that ended some way other than a result or a located error: what a fuzzer reports as a
/// finding (the fuzz targets abort with it, so libFuzzer saves the input).
public struct ProbeViolation: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong, e.g. "an error without a position: …".
  public let message: String

  public init(_ message: String) { self.message = message }

  public var description: String { "probe violation: \(message)" }
}
