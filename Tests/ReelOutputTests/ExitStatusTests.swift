// SPDX-License-Identifier: MIT
import Foundation
import ReelExport
import ReelFiles
import ReelScene
import Testing

/// One table of exit codes and one rule for several failures, for `render`, `batch` and the rest.
@Suite struct ExitStatusTests {
  struct Unexpected: Error {}

  @Test func eachErrorHasItsCode() {
    #expect(
      ExitStatus.code(for: SceneError(file: "a", line: 1, column: 1, keyPath: "", message: ""))
        == 65)
    #expect(ExitStatus.code(for: SceneFileError.notFound(path: "a")) == 66)
    #expect(ExitStatus.code(for: OutputError.cannotCreate(path: "a", reason: "")) == 73)
    #expect(ExitStatus.code(for: OutputError.interrupted(path: "a")) == 130)
    #expect(ExitStatus.code(for: AssembleError.notFound(path: "a")) == 66)
    #expect(ExitStatus.code(for: AssembleError.noFrames) == 65)
    #expect(ExitStatus.code(for: Unexpected()) == 70)
  }

  @Test func aMissingInputWinsElseTheHighest() {
    #expect(ExitStatus.worst([]) == 0 && ExitStatus.worst([0, 0]) == 0)
    #expect(ExitStatus.worst([65, 74, 0]) == 74)
    #expect(ExitStatus.worst([74, 66, 65]) == 66)
  }
}
