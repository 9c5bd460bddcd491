// SPDX-License-Identifier: MIT
import ReelFiles

/// Why the preview server could not start.
public enum PreviewServerError: Error, ExitCoded, CustomStringConvertible {
  /// The address is not an IPv4 address, or the port is taken or not allowed.
  case cannotListen(host: String, port: UInt16, reason: String)

  public var exitCode: Int32 { 73 }  // EX_CANTCREAT, as for an output that cannot be created

  public var description: String {
    switch self {
    case .cannotListen(let host, let port, let reason):
      "error: cannot listen on \(host):\(port): \(reason)"
    }
  }
}
