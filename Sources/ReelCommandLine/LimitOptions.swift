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

  @Option(
    help:
      """
      Deepest nesting of mappings and lists in a scene file (at most 1000, the YAML parser's \
      own limit).
      """
  )
  var maxNesting = SceneLimits.standard.nesting

  @Option(help: "Most values in a scene file once its aliases are expanded.")
  var maxValues = SceneLimits.standard.values

  @Option(help: "Most steps × items a script may run (items: the scene's and every inserted one).")
  var maxStepItems = SceneLimits.standard.stepItems

  @Option(help: "Most characters in one label.")
  var maxTextLength = SceneLimits.standard.textLength

  @Option(help: "Most pixels of all the images a scene draws, together (each is kept decoded).")
  var maxTotalImagePixels = SceneLimits.standard.totalImagePixels

  @Flag(
    help:
      "For untrusted scenes: images only from the scene's own folder and below (links followed).")
  var sandbox = false

  func validate() throws {
    let flags = [
      ("--max-frame-pixels", maxFramePixels), ("--max-frames", maxFrames),
      ("--max-items", maxItems),
      ("--max-image-pixels", maxImagePixels), ("--max-nesting", maxNesting),
      ("--max-values", maxValues),
      ("--max-step-items", maxStepItems), ("--max-text-length", maxTextLength),
      ("--max-total-image-pixels", maxTotalImagePixels),
    ]
    for (flag, value) in flags where value < 1 {
      throw ValidationError("\(flag) must be at least 1")
    }
    if maxNesting > SceneLimits.parserNestingCeiling {
      throw ValidationError(
        """
        --max-nesting must be at most \(SceneLimits.parserNestingCeiling), where the YAML \
        parser stops
        """
      )
    }
  }

  var sceneLimits: SceneLimits {
    var limits = SceneLimits(
      framePixels: maxFramePixels, frames: maxFrames, items: maxItems, imagePixels: maxImagePixels,
      nesting: maxNesting, values: maxValues, stepItems: maxStepItems, textLength: maxTextLength,
      totalImagePixels: maxTotalImagePixels)
    limits.sandbox = sandbox
    return limits
  }
}
