// SPDX-License-Identifier: MIT
import ReelFiles

extension AssembleError: ExitCoded {
  public var exitCode: Int32 {
    if case .notFound = self { return 66 }
    return 65
  }
}
