// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

/// One SVG image drawn by a child process: the request written to its standard input, the
/// raster (or the problem) read from its standard output, the way it ended told in words.
struct SVGSandboxRequest {
  let data: Data
  let maximumPixels: Int

  /// Starts `executable`, hands it the document and waits for its pixels; the child is killed
  /// when it has not finished within three times its CPU budget of wall-clock time (it may be
  /// starved of CPU on a busy machine, but not for ever).
  func run(_ executable: URL, cpuSeconds: Int, memoryBytes: Int) throws(ImageProblem) -> Raster {
    let process = Process()
    process.executableURL = executable
    process.arguments = [SVGSandbox.childArgument]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch {
      throw ImageProblem("the SVG image cannot be drawn: its drawing process did not start")
    }
    let header = "\(maximumPixels) \(cpuSeconds) \(memoryBytes)\n"
    try? input.fileHandleForWriting.write(contentsOf: Data(header.utf8) + data)
    try? input.fileHandleForWriting.close()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(
      deadline: .now() + .seconds(cpuSeconds * 3), execute: watchdog)
    let answer = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw ended(process, cpuSeconds: cpuSeconds, memoryBytes: memoryBytes)
    }
    return try Self.raster(from: answer)
  }

  private func ended(_ process: Process, cpuSeconds: Int, memoryBytes: Int) -> ImageProblem {
    let signal = process.terminationStatus
    guard process.terminationReason == .uncaughtSignal else {
      return ImageProblem("the SVG image cannot be drawn: librsvg stopped (status \(signal))")
    }
    if signal == SIGXCPU || signal == SIGKILL {
      return ImageProblem(
        "the SVG image takes over \(cpuSeconds) s to draw; its filters or elements cost too much")
    }
    return ImageProblem(
      """
      the SVG image cannot be drawn within \(memoryBytes >> 20) MB of memory \
      (librsvg stopped with signal \(signal))
      """)
  }

  /// `R`, width and height (32-bit little-endian) and the RGBA bytes; or `E` and a message.
  static func raster(from answer: Data) throws(ImageProblem) -> Raster {
    let bytes = [UInt8](answer)
    guard let kind = bytes.first else {
      throw ImageProblem("the SVG image cannot be drawn: its drawing process answered nothing")
    }
    guard kind == UInt8(ascii: "R"), bytes.count >= 9 else {
      throw ImageProblem(String(decoding: bytes.dropFirst(), as: UTF8.self))
    }
    func number(_ at: Int) -> Int {
      (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
    let (width, height) = (number(1), number(5))
    guard bytes.count - 9 == width * height * 4 else {
      throw ImageProblem("the SVG image cannot be drawn: its drawing process answered in part")
    }
    return Raster(width: width, height: height, pixels: Array(bytes[9...]))
  }

  /// The answer for `raster`, as `raster(from:)` reads it.
  static func answer(_ raster: Raster) -> Data {
    var data = Data([UInt8(ascii: "R")])
    for value in [raster.width, raster.height] {
      data.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
    }
    data.append(contentsOf: raster.pixels)
    return data
  }
}
