// SPDX-License-Identifier: MIT
import ArgumentParser
import ReelScene

/// Flags that raise (or lower) the limits on what a scene may ask for (`SceneLimits`).
struct LimitOptions: ParsableArguments {
  @Option(help: "Largest frame in pixels (width × height × scale²).")
  var maxFramePixels = SceneLimits.standard.framePixels

  @Option(help: "Most frames one render may draw.")
  var maxFrames = SceneLimits.standard.frames

  @Option(help: "Most items in one collection view.")
  var maxItems = SceneLimits.standard.items

  @Option(help: "Largest image file in pixels (checked from its header before it is decoded).")
  var maxImagePixels = SceneLimits.standard.imagePixels

  func validate() throws {
    for (flag, value) in [("--max-frame-pixels", maxFramePixels), ("--max-frames", maxFrames), ("--max-items", maxItems), ("--max-image-pixels", maxImagePixels)] where value < 1 {
      throw ValidationError("\(flag) must be at least 1")
    }
  }

  var sceneLimits: SceneLimits {
    SceneLimits(framePixels: maxFramePixels, frames: maxFrames, items: maxItems, imagePixels: maxImagePixels)
  }
}
