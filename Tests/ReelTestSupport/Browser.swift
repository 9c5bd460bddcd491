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

  /// Loads `url`, runs `steps` in order and returns each step's result by name.
  public static func run(_ url: String, steps: [[String: Any]]) throws -> [String: Any] {
    let folder = Scratch.folder("browser")
    let stepsFile = folder.appendingPathComponent("steps.json")
    try JSONSerialization.data(withJSONObject: steps).write(to: stepsFile)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      repositoryRoot.appendingPathComponent("Tests/Browser/page.py").path, url, stepsFile.path,
    ]
    let out = Pipe()
    let errors = Pipe()
    process.standardOutput = out
    process.standardError = errors
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let problem = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let results = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    guard process.terminationStatus == 0, let results else {
      let text = String(decoding: data + problem, as: UTF8.self).suffix(2000)
      throw Failure(description: "headless Chromium failed: \(text)")
    }
    return results
  }
}
