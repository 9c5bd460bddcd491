// SPDX-License-Identifier: MIT
import Foundation
import ReelTestSupport
import Testing

/// Debian's Chromium (`scripts/install-deps --test` installs it).
let chromiumPath: String? = [
  "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// Runs headless Chromium with `arguments` and returns what it prints.
func runChromium(_ arguments: [String]) throws -> Data {
  let chromium = try #require(
    chromiumPath, "Chromium is not installed; run scripts/install-deps --test")
  return try runProgram(
    chromium,
    [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-extensions", "--no-first-run",
      "--hide-scrollbars",
    ] + arguments
  ).output
}
