// SPDX-License-Identifier: MIT
internal import CVPX
import Foundation

/// VP9 through libvpx (BSD-3-Clause), one thread, constant quality, BT.709 limited range flagged in
/// the stream. Frames come back in order, one packet per frame (libvpx packs hidden alt-ref
/// frames into the next shown frame's "superframe"); `flush()` drains the look-ahead.
final class VP9Encoder {
  struct Packet {
    var data: Data
    /// Presentation time in milliseconds.
    var time: Int
    var isKeyframe: Bool
  }

  let width: Int
  let height: Int
  private var context = vpx_codec_ctx_t()
  private var open = false
  private var pending = Data()

  /// Sides 1…16 384 (odd sizes are fine); `quality` the constant-quality level 0…63 (lower is
  /// better); a keyframe at least every `keyframeInterval` frames.
  init(width: Int, height: Int, cqLevel: Int, keyframeInterval: Int) throws(VideoEncodingError) {
    guard (1...16384).contains(width), (1...16384).contains(height) else {
      throw .invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    var config = vpx_codec_enc_cfg_t()
    guard reel_vpx_defaults(&config) == VPX_CODEC_OK else {
      throw .codec("libvpx has no VP9 encoder")
    }
    config.g_w = UInt32(width)
    config.g_h = UInt32(height)
    config.g_timebase = vpx_rational(num: 1, den: 1000)
    config.g_threads = 1
    config.g_lag_in_frames = 16
    config.rc_end_usage = VPX_Q
    config.rc_min_quantizer = 0
    config.rc_max_quantizer = 63
    config.kf_mode = VPX_KF_AUTO
    config.kf_max_dist = UInt32(max(keyframeInterval, 1))
    guard reel_vpx_init(&context, &config) == VPX_CODEC_OK else {
      throw .codec("libvpx refused the VP9 settings for \(width)×\(height)")
    }
    open = true
    for (id, value) in [
      (Int32(VP8E_SET_CQ_LEVEL.rawValue), Int32(min(max(cqLevel, 0), 63))),
      (Int32(VP8E_SET_CPUUSED.rawValue), 5),
      (Int32(VP9E_SET_TILE_COLUMNS.rawValue), 0),
      (Int32(VP9E_SET_ROW_MT.rawValue), 0),
      (Int32(VP9E_SET_COLOR_SPACE.rawValue), Int32(VPX_CS_BT_709.rawValue)),
      (Int32(VP9E_SET_COLOR_RANGE.rawValue), Int32(VPX_CR_STUDIO_RANGE.rawValue)),
    ] {
      guard reel_vpx_control(&context, id, value) == VPX_CODEC_OK else {
        throw .codec("libvpx refused setting \(id)")
      }
    }
  }

  deinit {
    if open { vpx_codec_destroy(&context) }
  }

  /// Encodes `image` shown at `time` for `duration` milliseconds; returns the packets ready.
  func encode(
    _ image: YCbCrImage, time: Int, duration: Int
  ) throws(VideoEncodingError) -> [Packet] {
    guard open else { throw .finished }
    guard image.width == width, image.height == height else {
      throw .invalidSize(width: image.width, height: image.height)
    }
    var planes = image.luma + image.cb + image.cr
    let status = planes.withUnsafeMutableBufferPointer { buffer -> vpx_codec_err_t in
      var frame = vpx_image_t()
      vpx_img_wrap(
        &frame, VPX_IMG_FMT_I420, UInt32(width), UInt32(height), 1, buffer.baseAddress)
      frame.cs = VPX_CS_BT_709
      frame.range = VPX_CR_STUDIO_RANGE
      return vpx_codec_encode(
        &context, &frame, vpx_codec_pts_t(time), UInt(max(duration, 1)), 0,
        UInt(VPX_DL_GOOD_QUALITY))
    }
    guard status == VPX_CODEC_OK else { throw .codec(message("VP9 encoding failed")) }
    return packets()
  }

  /// Ends the stream: the frames still in the look-ahead.
  func flush() throws(VideoEncodingError) -> [Packet] {
    guard open else { throw .finished }
    var all: [Packet] = []
    while true {
      guard vpx_codec_encode(&context, nil, 0, 1, 0, UInt(VPX_DL_GOOD_QUALITY)) == VPX_CODEC_OK
      else { throw .codec(message("VP9 flushing failed")) }
      let more = packets()
      if more.isEmpty { break }
      all += more
    }
    vpx_codec_destroy(&context)
    open = false
    return all
  }

  private func packets() -> [Packet] {
    var result: [Packet] = []
    var iterator: vpx_codec_iter_t?
    while let packet = vpx_codec_get_cx_data(&context, &iterator) {
      guard packet.pointee.kind == VPX_CODEC_CX_FRAME_PKT else { continue }
      let frame = packet.pointee.data.frame
      let bytes = Data(bytes: frame.buf, count: frame.sz)
      // A hidden frame travels with the next shown one.
      if frame.flags & UInt32(VPX_FRAME_IS_INVISIBLE) != 0 {
        pending.append(bytes)
        continue
      }
      result.append(
        Packet(
          data: pending + bytes, time: Int(frame.pts),
          isKeyframe: frame.flags & UInt32(VPX_FRAME_IS_KEY) != 0))
      pending = Data()
    }
    return result
  }

  private func message(_ what: String) -> String {
    let detail = vpx_codec_error_detail(&context).map { String(cString: $0) }
    return "\(what): " + (detail ?? String(cString: vpx_codec_error(&context)))
  }
}
