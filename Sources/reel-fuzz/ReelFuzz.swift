// SPDX-License-Identifier: MIT
import Foundation
import ReelFuzzing

// Two ways to build this program:
// - plainly (`swift build`): `reel-fuzz scene|image|photo FILE…` runs saved inputs through the
//   probes (photo: JPEG, WebP and SVG as well as PNG, through the CLI's decoders) and
//   prints how each ended — to reproduce a finding without the fuzzer;
// - for libFuzzer (`scripts/fuzz`: coverage instrumentation, AddressSanitizer, `-DREEL_LIBFUZZER`
//   and libFuzzer's driver linked in): `main` hands the arguments to libFuzzer, which calls
//   `fuzzOneInput` for each input; `REEL_FUZZ_TARGET` (scene, image or photo) picks the probe and
//   `REEL_FUZZ_BASE` the folder scene paths start from.

/// The probes, made once per process.
enum Probes {
  static let base = URL(
    fileURLWithPath: ProcessInfo.processInfo.environment["REEL_FUZZ_BASE"] ?? "scenes")
  static let scene = SceneProbe(baseDirectory: base)
  static let image = try! ImageProbe()

  /// Runs one input; a violation is printed and returned as false.
  static func run(_ target: String, _ data: Data, name: String) -> Bool {
    do {
      let outcome: String
      switch target {
      case "image": outcome = "\(try image.run(data))"
      case "photo": outcome = "\(try image.runAnyFormat(data, ending: "img"))"
      default: outcome = "\(try scene.run(data, file: name))"
      }
      if ProcessInfo.processInfo.environment["REEL_FUZZ_VERBOSE"] != nil {
        print("\(name): \(outcome)")
      }
      return true
    } catch {
      FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
      return false
    }
  }
}

/// libFuzzer's entry for one input. A violation aborts, so libFuzzer saves the input as a crash.
func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let target = ProcessInfo.processInfo.environment["REEL_FUZZ_TARGET"] ?? "scene"
  let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
  if !Probes.run(target, data, name: "fuzz.yaml") { abort() }
  return 0
}

#if REEL_LIBFUZZER
  /// libFuzzer's driver (`libclang_rt.fuzzer_no_main`): parses libFuzzer's flags and runs the loop.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif

@main
struct ReelFuzz {
  static func main() {
    #if REEL_LIBFUZZER
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    #else
      replay(Array(CommandLine.arguments.dropFirst()))
    #endif
  }

  static let usage = """
    usage: reel-fuzz scene|image|photo FILE…     run saved inputs through the probes (photo: a
                                                 JPEG, WebP or SVG, found by its bytes)
           reel-fuzz mutants COUNT SCENE…        run COUNT mutants of each scene (the input bein\
    g run
                                                 is kept in out/fuzz/current-mutant.yaml, so a crash
                                                 leaves it behind; violations in out/fuzz/violatio\
    n-…;
                                                 REEL_FUZZ_SEED picks another set of mutants)

    """

  /// Runs saved inputs: `scene|image|photo FILE…`; exit 1 when any breaks the contract.
  static func replay(_ arguments: [String]) -> Never {
    if arguments.first == "mutants", arguments.count > 2, let count = Int(arguments[1]) {
      mutants(count, Array(arguments.dropFirst(2)))
    }
    guard let target = arguments.first, ["scene", "image", "photo"].contains(target),
      arguments.count > 1
    else {
      FileHandle.standardError.write(Data(usage.utf8))
      exit(64)
    }
    var failures = 0
    for path in arguments.dropFirst() {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): cannot read\n".utf8))
        exit(66)
      }
      if !Probes.run(target, data, name: URL(fileURLWithPath: path).lastPathComponent) {
        failures += 1
      }
    }
    exit(failures == 0 ? 0 : 1)
  }

  /// The property-based long run outside the test runner: `count` mutants of each scene, each
  /// written to out/fuzz/current-mutant.yaml before it runs.
  static func mutants(_ count: Int, _ paths: [String]) -> Never {
    let scenes = paths.map { URL(fileURLWithPath: $0) }
    let mutator = SceneMutator(
      scenes: scenes.compactMap { try? String(contentsOf: $0, encoding: .utf8) })
    let seed = ProcessInfo.processInfo.environment["REEL_FUZZ_SEED"].flatMap(UInt64.init) ?? 0
    let current = URL(fileURLWithPath: "out/fuzz/current-mutant.yaml")
    try? FileManager.default.createDirectory(
      at: current.deletingLastPathComponent(), withIntermediateDirectories: true)
    var failures = 0
    for (s, scene) in scenes.enumerated() {
      let probe = SceneProbe(baseDirectory: scene.deletingLastPathComponent())
      for i in 0..<count {
        let text = mutator.mutant(of: s, index: i, seed: seed)
        try? Data(text.utf8).write(to: current)
        do { _ = try probe.run(text, file: "mutant.yaml") } catch {
          failures += 1
          let kept = current.deletingLastPathComponent().appendingPathComponent(
            "violation-\(scene.deletingPathExtension().lastPathComponent)-\(i).yaml")
          try? Data(text.utf8).write(to: kept)
          print("\(scene.lastPathComponent) mutant \(i): \(error) (kept in \(kept.relativePath))")
        }
      }
    }
    print("\(count * scenes.count) mutants, \(failures) violations")
    exit(failures == 0 ? 0 : 1)
  }
}
