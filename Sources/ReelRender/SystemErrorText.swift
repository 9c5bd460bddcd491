// SPDX-License-Identifier: MIT
import Foundation

/// What the system said when a file could not be read or written, in the same plain words for
/// every writer: "no space left on the device" whether PNG, GIF, APNG, WebP or video ran out.
public enum SystemErrorText {
  /// `errno` in words, with the common cases said plainly.
  public static func describe(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "the folder does not exist"
    case EACCES, EPERM: return "permission denied"
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "the disk quota is used up"
    case EROFS: return "the file system is read-only"
    case ENOTDIR: return "a file is in the way where a folder should be"
    case EFBIG: return "the file is larger than the file-size limit"
    default: return String(cString: strerror(code))
    }
  }

  /// An error from Foundation in words: the POSIX error under it when there is one, never a raw
  /// "NSCocoaErrorDomain error 512".
  public static func describe(_ error: Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return describe(Int32(underlying.code))
    }
    if ns.domain == NSPOSIXErrorDomain { return describe(Int32(ns.code)) }
    switch CocoaError.Code(rawValue: ns.code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: return "the folder does not exist"
    case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
    case .fileWriteOutOfSpace: return "no space left on the device"
    case .fileWriteVolumeReadOnly: return "the file system is read-only"
    case .fileWriteFileExists: return "a file of that name is in the way"
    default: return "the file system refused (\(ns.localizedFailureReason ?? "code \(ns.code)"))"
    }
  }
}
