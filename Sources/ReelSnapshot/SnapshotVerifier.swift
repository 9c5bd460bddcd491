// SPDX-License-Identifier: MIT
import Foundation
import ReelCairo
import ReelFiles
import ReelPNG
import ReelRender
import ReelScene

/// Compares actual images and layout dumps with reference files, and records references as the
/// record
/// mode says. Framework-free: the CLI, the test helpers and the swift-snapshot-testing strategy
/// share it.
///
/// Files are written atomically (temporary file, then rename), so a reference is never
/// half-written.
public struct SnapshotVerifier: Sendable {
  public var comparator: ImageComparator
  public var recordMode: SnapshotRecordMode
  /// Where a failure writes `<name>.actual.png`, `<name>.reference.png` and `<name>.diff.png`; nil
  /// for nowhere.
  public var artifactsDirectory: URL?
  /// How to record a reference, for messages (`reel snapshot … --record missing`).
  public var recordHint: String
  /// The largest reference image decoded, in pixels (its header is read first).
  public var maximumImagePixels = SceneLimits.standard.imagePixels

  public init(
    comparator: ImageComparator = ImageComparator(), recordMode: SnapshotRecordMode,
    artifactsDirectory: URL? = nil,
    recordHint: String = "run again with REEL_SNAPSHOT_RECORD=missing"
  ) {
    self.comparator = comparator
    self.recordMode = recordMode
    self.artifactsDirectory = artifactsDirectory
    self.recordHint = recordHint
  }

  /// Verifies `actual` (PNG bytes) against the PNG at `reference`.
  /// - Throws: `SnapshotError` when the reference is not a readable PNG or a file cannot be
  ///   written.
  public func verifyImage(png actual: Data, reference: URL, name: String) throws(SnapshotError)
    -> SnapshotResult
  {
    var result = SnapshotResult(
      name: name, kind: .image, status: .passed, message: "", reference: reference)
    result.contents["actual"] = actual
    if let settled = try recordOrReportMissing(actual, result: result, what: "reference") {
      return settled
    }
    let referenceData = try Self.contents(of: reference)
    let expected: Raster
    let got: Raster
    do { expected = try PNGCodec.decode(referenceData, maximumPixels: maximumImagePixels) } catch {
      throw .unreadableReference(path: reference.path, reason: error.description)
    }
    do { got = try PNGCodec.decode(actual, maximumPixels: Int.max) } catch {
      throw .unreadableReference(path: "\(name) (actual)", reason: error.description)
    }
    result.contents["reference"] = referenceData
    let comparison = comparator.compare(reference: expected, actual: got)
    result.regions = comparison.regions
    result.pixelSize = (got.width, got.height)
    if let diff = comparison.diff, let png = try? PNGEncoder().encode(diff) {
      result.contents["diff"] = png
    }
    if comparison.passed {
      result.message = comparison.summary
      return result
    }
    if recordMode == .failed {
      return try rerecord(actual, result: result, reason: comparison.summary)
    }
    result.status = .failed
    result.artifacts = try writeArtifacts(
      name: name,
      files: ["actual": actual, "reference": referenceData, "diff": result.contents["diff"]])
    let place =
      result.artifacts["diff"].map { "; diff: \($0.path)" } ?? result.artifacts["actual"].map {
        "; actual: \($0.path)"
      } ?? ""
    result.message = "\(comparison.summary)\(place)"
    return result
  }

  /// Verifies a layout dump against the text file at `reference`.
  public func verifyText(_ actual: String, reference: URL, name: String) throws(SnapshotError)
    -> SnapshotResult
  {
    let data = Data(actual.utf8)
    var result = SnapshotResult(
      name: name, kind: .layout, status: .passed, message: "layout unchanged", reference: reference)
    result.contents["actual"] = data
    if let settled = try recordOrReportMissing(data, result: result, what: "layout reference") {
      return settled
    }
    let expectedData = try Self.contents(of: reference)
    guard let expected = String(data: expectedData, encoding: .utf8) else {
      throw .unreadableReference(path: reference.path, reason: "not UTF-8 text")
    }
    result.contents["reference"] = expectedData
    guard let diff = TextDiff.lines(reference: expected, actual: actual) else { return result }
    result.textDiff = diff
    if recordMode == .failed {
      return try rerecord(data, result: result, reason: "the layout changed")
    }
    result.status = .failed
    result.artifacts = try writeArtifacts(name: name, files: ["actual": data], ext: "layout.txt")
    result.message = "the layout changed:\n\(diff)"
    return result
  }

  /// What happens before any comparison: recording (mode `all`, or a missing reference in `missing`
  /// or `failed`), or the failure of a missing reference in `never`. Nil when a comparison is due.
  private func recordOrReportMissing(_ data: Data, result: SnapshotResult, what: String)
    throws(SnapshotError) -> SnapshotResult?
  {
    var result = result
    let reference = result.reference
    let exists = FileManager.default.fileExists(atPath: reference.path)
    if recordMode == .all || (!exists && recordMode != .never) {
      try write(data, to: reference)
      result.status = .recorded
      result.message =
        exists
        ? "recorded \(reference.path) anew (record mode all)"
        : "recorded \(reference.path) (there was no reference)"
      return result
    }
    guard exists else {
      result.status = .failed
      result.message = "no \(what) at \(reference.path); \(recordHint)"
      return result
    }
    return nil
  }

  /// Mode `failed`: the reference that did not match is replaced by `data`.
  private func rerecord(_ data: Data, result: SnapshotResult, reason: String) throws(SnapshotError)
    -> SnapshotResult
  {
    var result = result
    try write(data, to: result.reference)
    result.status = .recorded
    result.message = "recorded \(result.reference.path) anew: \(reason)"
    return result
  }

  private func write(_ data: Data, to url: URL) throws(SnapshotError) {
    do {
      try AtomicWriter.makeDirectory(url.deletingLastPathComponent())
      try AtomicWriter.write(data, to: url)
    } catch {
      throw .unwritable(path: url.path, reason: error.description)
    }
  }

  private func writeArtifacts(name: String, files: [String: Data?], ext: String = "png")
    throws(SnapshotError) -> [String: URL]
  {
    guard let artifactsDirectory else { return [:] }
    var written: [String: URL] = [:]
    for (role, data) in files.sorted(by: { $0.key < $1.key }) {
      guard let data else { continue }
      let url = artifactsDirectory.appendingPathComponent("\(name).\(role).\(ext)")
      try write(data, to: url)
      written[role] = url
    }
    return written
  }

  /// The largest reference read, bytes: a PNG of the pixel limit or a layout dump fits.
  public static let maximumReferenceBytes = 256 << 20

  /// The reference file's bytes; a folder, FIFO, device or oversized file is named as such.
  static func contents(of reference: URL) throws(SnapshotError) -> Data {
    do {
      return Data(
        try RegularFile.contents(atPath: reference.path, maximumBytes: maximumReferenceBytes))
    } catch {
      throw .unreadableReference(path: reference.path, reason: "\(error)")
    }
  }
}
