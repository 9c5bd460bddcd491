// SPDX-License-Identifier: MIT
import Foundation

/// Runs `executable` with `arguments` and returns its standard output and exit status (standard
/// error is dropped). Blocks until the program ends.
public func runProgram(_ executable: String, _ arguments: [String]) throws -> (
  output: Data, status: Int32
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  let out = Pipe()
  process.standardOutput = out
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (data, process.terminationStatus)
}
