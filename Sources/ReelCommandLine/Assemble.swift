// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport
import ReelScene

struct Assemble: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      """
      Build an animated GIF from PNG frames (to compare Reel's GIF encoder with other tools on \
      the same input).
      """
  )

  @Argument(help: "PNG frames, in order.")
  var frames: [String]

  @Option(name: .shortAndLong, help: "The GIF to write.")
  var output: String

  @Option(help: "Frames per second.")
  var fps: Double = 30

  @Flag(
    help:
      """
      Error-diffuse colours that are not in a frame's palette (changed pixels only, so still \
      areas do not crawl).
      """
  )
  var dither = false

  @Option(help: "Largest frame in pixels (checked from its header before it is decoded).")
  var maxImagePixels = SceneLimits.standard.imagePixels

  func validate() throws {
    if maxImagePixels < 1 { throw ValidationError("--max-image-pixels must be at least 1") }
    if !(fps > 0 && fps <= 100) {
      throw ValidationError("--fps must be greater than 0 and at most 100")
    }
    let ending = (output as NSString).pathExtension
    if ending.lowercased() != "gif" {
      throw ValidationError(
        "assemble writes a GIF: name the output something.gif (it ends in '\(ending)')")
    }
  }

  func run() throws {
    do {
      let result = try FrameAssembler.gif(
        frames: frames, fps: fps, output: URL(fileURLWithPath: output), dithers: dither,
        maximumPixels: maxImagePixels)
      say("\(output)  \(counted(result.frames, "frame")), \(counted(result.bytes, "byte"))")
    } catch {
      throw reelExitCode(for: error)
    }
  }
}
