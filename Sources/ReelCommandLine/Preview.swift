// SPDX-License-Identifier: MIT
import ArgumentParser
import Foundation
import ReelExport
import ReelPreview

struct Preview: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Serve a live preview of a scene in the browser (play, scrub, inspect).",
    discussion: """
      Prints the page's URL and serves until stopped (Ctrl-C); opens nothing by itself. Saving the \
      scene file updates the page within a second, keeping its time; errors show over the last \
      good frame.
      """)

  @Argument(help: "A scene file.")
  var scene: String

  @Option(help: "The port (0: any free one).")
  var port: Int = 8470

  @Option(help: "The IPv4 address to listen on. Only 127.0.0.1 unless you ask for another.")
  var host: String = "127.0.0.1"

  @Option(
    name: .customLong("allow-host"),
    help: ArgumentHelp(
      "A host name the page may be reached by, besides the address, localhost and 127.0.0.1 "
        + "(repeatable). Requests naming any other host are refused.",
      valueName: "name"))
  var allowedHosts: [String] = []

  @OptionGroup var limits: LimitOptions

  func validate() throws {
    if !(0...65535).contains(port) { throw ValidationError("--port must be from 0 to 65535") }
    let hostCharacters = Set("abcdefghijklmnopqrstuvwxyz0123456789-.:[]")
    for name in allowedHosts
    where name.isEmpty || name.count > 253 || !name.lowercased().allSatisfy(hostCharacters.contains)
    {
      throw ValidationError(
        "--allow-host takes a host name or address (letters, digits, '-', '.', ':', '[', ']'), "
          + "not \(TerminalText.escaped(String(name.prefix(80))).debugDescription)")
    }
  }

  func run() throws {
    do {
      let server = try PreviewServer(
        path: scene, host: host, port: UInt16(port), limits: limits.sceneLimits,
        allowedHosts: allowedHosts)
      if let errors = server.scene.current.errors { printError(errors) }
      try server.runUntilStopped { url in
        // Unbuffered, so a script reading the output sees the URL at once.
        FileHandle.standardOutput.write(
          Data(TerminalText.escaped("Previewing \(scene) at \(url) (Ctrl-C to stop)\n").utf8))
      }
    } catch {
      throw reelExitCode(for: error)
    }
  }
}
