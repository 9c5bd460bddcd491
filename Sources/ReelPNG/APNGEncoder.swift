// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// Writes an animated PNG (APNG) frame by frame: the chunks (`acTL`, `fcTL`, `IDAT`, `fdAT`)
/// written
/// by us over the same zlib row compression as `PNGEncoder` (Debian's libpng has no APNG API).
///
/// Lossless, so every frame comes back exactly. A frame equal to the previous one only lengthens
/// its
/// delay; a changed frame is cropped to the rectangle that changed (dispose `none`, blend
/// `source`).
/// The first frame is the default image, so viewers without APNG support show it. The frame count
/// in
/// `acTL` is patched in when the animation is finished.
public final class APNGEncoder: AnimatedImageEncoder {
  public let width: Int
  public let height: Int
  /// RGB when every frame is opaque (decided up front: a transparent pixel later would be lost).
  public let opaque: Bool
  /// How long each frame shows; delays are whole milliseconds (see `FrameRate` for the rounding).
  public let frameRate: FrameRate
  private let png: PNGEncoder
  private let handle: FileHandle?
  private var buffer = Data()
  private var written = 0
  private var sequence: UInt32 = 0
  private var frames: UInt32 = 0
  private var addedFrameCount = 0
  private var previous: Raster?
  private var pending: (raster: Raster, delay: Int, changed: [PixelRect]?)?
  private var finished = false

  /// Byte offset of the `acTL` frame count: signature 8 + IHDR 25 + length 4 + type 4.
  static let frameCountOffset: UInt64 = 8 + 25 + 8

  /// Starts an APNG of `width × height` pixels that loops forever.
  /// - Parameter output: a file to stream into; nil keeps the file in memory for `finish()`.
  public init(
    width: Int, height: Int, opaque: Bool, frameRate: FrameRate, level: Int32 = 1,
    output: FileHandle? = nil
  ) throws(PNGEncodingError) {
    guard width > 0, height > 0 else { throw .emptyImage }
    self.width = width
    self.height = height
    self.opaque = opaque
    self.frameRate = frameRate
    png = PNGEncoder(level: level)
    handle = output
    var start = Data(PNGHeader.signature)
    PNGEncoder.appendChunk(
      "IHDR", PNGEncoder.header(width: width, height: height, opaque: opaque), to: &start)
    var control = Data()
    control.appendBigEndian(0)  // frame count, patched in by `finish()`
    control.appendBigEndian(0)  // plays: 0 = forever
    PNGEncoder.appendChunk("acTL", control, to: &start)
    try emit(start)
  }

  /// Bytes produced so far.
  public var byteCount: Int { written }

  /// Adds the next frame, shown for one frame at `frameRate`.
  public func addFrame(_ raster: Raster) throws(PNGEncodingError) {
    try addFrame(raster, changed: nil)
  }

  /// Adds the next frame; only pixels in `changed` (nil: any) differ from the frame before it.
  public func addFrame(_ raster: Raster, changed: [PixelRect]?) throws(PNGEncodingError) {
    guard !finished else { throw .zlib("the animation is already finished") }
    guard raster.width == width, raster.height == height else {
      throw .zlib("a \(raster.width)×\(raster.height) frame in a \(width)×\(height) animation")
    }
    let delay = frameRate.ticks(ofFrame: addedFrameCount, perSecond: 1000)
    addedFrameCount += 1
    if let current = pending?.raster, current.pixels == raster.pixels {
      pending?.delay += delay
      return
    }
    if let current = pending {
      try write(current.raster, delay: current.delay, changed: current.changed)
    }
    pending = (raster, delay, changed)
  }

  /// Writes the last frame and `IEND`, patches the frame count, and returns the bytes (empty when
  /// streaming to a file).
  @discardableResult
  public func finish() throws(PNGEncodingError) -> Data {
    guard !finished else { throw .zlib("the animation is already finished") }
    guard let last = pending else { throw .emptyImage }
    try write(last.raster, delay: last.delay, changed: last.changed)
    finished = true
    var end = Data()
    PNGEncoder.appendChunk("IEND", Data(), to: &end)
    try emit(end)
    try flush()
    var count = Data()
    count.appendBigEndian(frames)
    var typed = Data("acTL".utf8)
    typed.append(count)
    typed.appendBigEndian(0)
    var crc = Data()
    crc.appendBigEndian(PNGEncoder.crc(typed))
    if let handle {
      do {
        try handle.seek(toOffset: Self.frameCountOffset)
        try handle.write(contentsOf: count)
        try handle.seek(toOffset: Self.frameCountOffset + 8)
        try handle.write(contentsOf: crc)
      } catch { throw .zlib("cannot finish the APNG file: \(error)") }
      return Data()
    }
    buffer.replaceSubrange(Int(Self.frameCountOffset)..<Int(Self.frameCountOffset) + 4, with: count)
    buffer.replaceSubrange(
      Int(Self.frameCountOffset) + 8..<Int(Self.frameCountOffset) + 12, with: crc)
    return buffer
  }

  private func write(_ raster: Raster, delay: Int, changed: [PixelRect]?)
    throws(PNGEncodingError)
  {
    let (x, y, w, h) =
      previous.map { raster.changedRect(from: $0, within: changed) } ?? (0, 0, width, height)
    var control = Data()
    control.appendBigEndian(sequence)
    sequence += 1
    control.appendBigEndian(UInt32(w))
    control.appendBigEndian(UInt32(h))
    control.appendBigEndian(UInt32(x))
    control.appendBigEndian(UInt32(y))
    // Delay as a fraction: milliseconds, or hundredths when that does not fit 16 bits.
    let (numerator, denominator) =
      delay <= 65535 ? (delay, 1000) : (min((delay + 5) / 10, 65535), 100)
    control.append(contentsOf: [
      UInt8(numerator >> 8), UInt8(numerator & 0xFF), UInt8(denominator >> 8),
      UInt8(denominator & 0xFF), 0, 0,
    ])
    var chunks = Data()
    PNGEncoder.appendChunk("fcTL", control, to: &chunks)
    let rows = try png.compressedRows(raster, x: x, y: y, width: w, height: h, opaque: opaque)
    if frames == 0 {
      PNGEncoder.appendChunk("IDAT", rows, to: &chunks)
    } else {
      var body = Data()
      body.appendBigEndian(sequence)
      sequence += 1
      body.append(rows)
      PNGEncoder.appendChunk("fdAT", body, to: &chunks)
    }
    try emit(chunks)
    frames += 1
    previous = raster
  }

  private func emit(_ data: Data) throws(PNGEncodingError) {
    written += data.count
    buffer.append(data)
    if handle != nil, buffer.count >= 1 << 20 { try flush() }
  }

  private func flush() throws(PNGEncodingError) {
    guard let handle, !buffer.isEmpty else { return }
    do { try handle.write(contentsOf: buffer) } catch {
      throw .zlib("cannot write the APNG file: \(error)")
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
