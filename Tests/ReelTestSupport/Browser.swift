// SPDX-License-Identifier: MIT
import Foundation

/// Headless Chromium driven by Selenium (`Tests/Browser/page.py`; Debian's chromium,
/// chromium-driver and python3-selenium, which `scripts/install-deps --test` installs).
public enum Browser {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// A step: `script` (JavaScript whose value, or awaited Promise, is the result), `wait` (an
  /// expression polled until truthy, at most `timeout` seconds) or `screenshot` (a PNG path).
  public static func script(_ name: String, _ javaScript: String) -> [String: Any] {
    ["name": name, "script": javaScript]
  }
  public static func wait(_ name: String, _ expression: String, timeout: Double = 10)
    -> [String: Any]
  { ["name": name, "wait": expression, "timeout": timeout] }
  public static func screenshot(_ name: String, _ path: String) -> [String: Any] {
    ["name": name, "screenshot": path]
  }

  /// Replaces the file at `path` with `text` from the browser's driver, between two steps.
  public static func write(_ name: String, _ path: String, _ text: String) -> [String: Any] {
    ["name": name, "write": path, "text": text]
  }

  /// Loads `url`, runs `steps` in order and returns each step's result by name.
  public static func run(_ url: String, steps: [[String: Any]]) throws -> [String: Any] {
    let output = try execute(url, stepsFile: try stepsFile(steps))
    return try results(output)
  }

  /// `run` from an async test, on a thread of its own: the browser may be talking to a server
  /// of this process, whose tasks need the cooperative threads this call would otherwise block.
  public static func run(_ url: String, steps: [[String: Any]]) async throws -> [String: Any] {
    let file = try stepsFile(steps)
    let output: Result<(Data, Int32), any Error> = await withCheckedContinuation { done in
      Thread { done.resume(returning: Result { try execute(url, stepsFile: file) }) }.start()
    }
    return try results(try output.get())
  }

  private static func stepsFile(_ steps: [[String: Any]]) throws -> URL {
    let file = Scratch.folder("browser").appendingPathComponent("steps.json")
    try JSONSerialization.data(withJSONObject: steps).write(to: file)
    return file
  }

  private static func execute(_ url: String, stepsFile: URL) throws -> (Data, Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      repositoryRoot.appendingPathComponent("Tests/Browser/page.py").path, url, stepsFile.path,
    ]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (data, process.terminationStatus)
  }

  private static func results(_ output: (Data, Int32)) throws -> [String: Any] {
    let lines = String(decoding: output.0, as: UTF8.self).split(separator: "\n")
    let last = lines.last.map { Data($0.utf8) } ?? Data()
    let results = (try? JSONSerialization.jsonObject(with: last)) as? [String: Any]
    guard output.1 == 0, let results else {
      let text = String(decoding: output.0, as: UTF8.self).suffix(2000)
      throw Failure(description: "headless Chromium failed: \(text)")
    }
    return results
  }
}
