// SPDX-License-Identifier: MIT
import Foundation

/// Where an assembler writes a file: into memory, or passed on to a file a megabyte at a time so a
/// long animation never sits in memory whole.
public final class StreamedOutput {
  /// The file streamed into; nil keeps every byte in `buffer`.
  public let handle: FileHandle?
  private var buffer = Data()
  /// Bytes written so far.
  public private(set) var count = 0

  public init(handle: FileHandle?) { self.handle = handle }

  /// Appends `data`, passing the buffer on to the file when it holds a megabyte.
  /// - Throws: the file's write error, as text.
  public func write(_ data: Data) throws(StreamedOutputError) {
    buffer.append(data)
    count += data.count
    if handle != nil, buffer.count >= 1 << 20 { try flush() }
  }

  /// Passes the buffered bytes on to the file (nothing without one).
  public func flush() throws(StreamedOutputError) {
    guard let handle, !buffer.isEmpty else { return }
    do { try handle.write(contentsOf: buffer) } catch {
      throw StreamedOutputError(reason: SystemErrorText.describe(error))
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Overwrites bytes already written, at `offset` from the start (a count patched in at the end).
  public func patch(_ data: Data, at offset: Int) throws(StreamedOutputError) {
    guard offset >= 0, offset + data.count <= count else {
      throw StreamedOutputError(reason: "patch outside the file")
    }
    guard let handle else {
      buffer.replaceSubrange(offset..<offset + data.count, with: data)
      return
    }
    try flush()
    do {
      try handle.seek(toOffset: UInt64(offset))
      try handle.write(contentsOf: data)
      try handle.seekToEnd()
    } catch { throw StreamedOutputError(reason: SystemErrorText.describe(error)) }
  }

  /// Ends the output: the whole file when in memory, empty when streamed (then flushed).
  public func finish() throws(StreamedOutputError) -> Data {
    guard handle != nil else { return buffer }
    try flush()
    return Data()
  }
}

/// A file an assembler could not write.
public struct StreamedOutputError: Error, Equatable, Sendable, CustomStringConvertible {
  public var reason: String
  public var description: String { "cannot write the file: \(reason)" }
}
