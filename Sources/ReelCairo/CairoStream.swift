// SPDX-License-Identifier: MIT
internal import CCairo
import Foundation

/// Collects the bytes Cairo writes through its stream callbacks.
final class ByteSink {
  var data = Data()

  /// The C callback Cairo calls with each chunk; `closure` is an unretained `ByteSink`.
  static let write: cairo_write_func_t = { closure, bytes, length in
    guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.data.append(bytes, count: Int(length))
    return CAIRO_STATUS_SUCCESS
  }

  var opaque: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}

/// Cairo's status as an error, or nil on success.
func cairoError(_ status: cairo_status_t, _ operation: String) -> RenderError? {
  guard status != CAIRO_STATUS_SUCCESS else { return nil }
  return .cairo(status: String(cString: cairo_status_to_string(status)), operation: operation)
}
