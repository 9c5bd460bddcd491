// SPDX-License-Identifier: MIT
import Foundation
import Testing

@testable import ReelRender

/// A full disk reads the same in every format: "no space left on the device", never Foundation's
/// "NSCocoaErrorDomain Code=640" (GIF, APNG and WebP stream through `StreamedOutput`, PNG and the
/// rest through `AtomicWriter`; both use `SystemErrorText`). `/dev/full` answers every write with
/// ENOSPC.
@Suite struct FullDiskTests {
  @Test func aStreamedFileOnAFullDiskSaysSoPlainly() throws {
    let handle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let output = StreamedOutput(handle: handle)
    #expect(throws: StreamedOutputError(reason: "no space left on the device")) {
      try output.write(Data(count: 2 << 20))
    }
  }

  @Test func systemErrorsAreWords() {
    #expect(SystemErrorText.describe(ENOSPC) == "no space left on the device")
    let cocoa = CocoaError(.fileWriteOutOfSpace)
    #expect(SystemErrorText.describe(cocoa) == "no space left on the device")
  }
}
