// SPDX-License-Identifier: MIT
import Foundation
import ReelRender

extension SVGSandbox {
  /// The child's side: reads one request from standard input, limits its own CPU time and
  /// address space, draws the document and writes the answer to standard output, then exits.
  /// Exit status 0 when it answered (pixels or a problem in words); killed by `SIGXCPU` when the
  /// drawing ran out of time.
  public static func serveChild() -> Never {
    var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
    setrlimit(Int32(RLIMIT_CORE.rawValue), &noCore)
    let limit = SVGImage.maximumFileBytes + 64
    let input = (try? FileHandle.standardInput.read(upToCount: limit + 1)) ?? Data()
    guard input.count <= limit, let newline = input.firstIndex(of: 0x0A),
      case let numbers = String(decoding: input[..<newline], as: UTF8.self)
        .split(separator: " ").compactMap({ Int($0) }),
      numbers.count == 3
    else { exit(2) }
    limitResources(cpuSeconds: numbers[1], memoryBytes: numbers[2])
    let answer: Data
    do {
      let raster = try SVGImage.decodeHere(
        Data(input[(newline + 1)...]), maximumPixels: numbers[0])
      answer = SVGSandboxRequest.answer(raster)
    } catch {
      answer = Data([UInt8(ascii: "E")]) + Data(error.description.utf8)
    }
    try? FileHandle.standardOutput.write(contentsOf: answer)
    exit(0)
  }

  /// CPU seconds (then `SIGXCPU`) and the address space now in use plus `memoryBytes`.
  private static func limitResources(cpuSeconds: Int, memoryBytes: Int) {
    var cpu = rlimit(rlim_cur: rlim_t(max(cpuSeconds, 1)), rlim_max: rlim_t(max(cpuSeconds, 1) + 1))
    setrlimit(Int32(RLIMIT_CPU.rawValue), &cpu)
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").first.flatMap { Int($0) } ?? 0
    let inUse = pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    var memory = rlimit(
      rlim_cur: rlim_t(inUse + memoryBytes), rlim_max: rlim_t(inUse + memoryBytes))
    setrlimit(Int32(RLIMIT_AS.rawValue), &memory)
  }
}
