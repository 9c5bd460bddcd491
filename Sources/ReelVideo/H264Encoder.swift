// SPDX-License-Identifier: MIT
internal import COpenH264
import Foundation

/// H.264 through OpenH264 (BSD-2-Clause): one access unit per frame, single-threaded so the bytes
/// are the same on every run.
///
/// The sequence parameters say BT.709 primaries, transfer and matrix in limited range (the VUI's
/// video signal type), so players decode colours as `YCbCrImage` encoded them. The rate is constant
/// quality: every frame at one quantiser, so a held frame costs a few bytes.
final class H264Encoder {
  /// An encoded frame: its NAL units without start codes, and whether it is an IDR (sync) frame.
  struct AccessUnit {
    var nalUnits: [Data]
    var isKeyframe: Bool
  }

  let width: Int
  let height: Int
  private var encoder: OpaquePointer?
  private(set) var sequenceParameterSet = Data()
  private(set) var pictureParameterSet = Data()
  private var frameIndex = 0
  private let frameRate: Double

  /// `width` and `height` even, 2…4096 × 2…2304 or 2304…; `quantizer` 0…51 (lower is better);
  /// a keyframe every `keyframeInterval` frames so players can seek.
  init(
    width: Int, height: Int, framesPerSecond: Double, quantizer: Int, keyframeInterval: Int
  ) throws(VideoEncodingError) {
    guard width >= 2, height >= 2, width % 2 == 0, height % 2 == 0,
      width * height <= 4096 * 2304, max(width, height) <= 8192
    else { throw .invalidSize(width: width, height: height) }
    self.width = width
    self.height = height
    frameRate = framesPerSecond
    var created: UnsafeMutablePointer<UnsafePointer<ISVCEncoderVtbl>?>?
    guard WelsCreateSVCEncoder(&created) == 0, let created else {
      throw .codec("OpenH264 could not create an encoder")
    }
    encoder = OpaquePointer(created)
    // OpenH264 prints warnings to standard error unless told not to.
    var quiet = Int32(WELS_LOG_QUIET)
    _ = reel_h264_set_option(created, ENCODER_OPTION_TRACE_LEVEL, &quiet)
    var params = SEncParamExt()
    _ = reel_h264_defaults(created, &params)
    configure(&params, quantizer: quantizer, keyframeInterval: keyframeInterval)
    guard reel_h264_initialize(created, &params) == 0 else {
      WelsDestroySVCEncoder(created)
      encoder = nil
      throw .codec("OpenH264 refused the encoder settings for \(width)×\(height)")
    }
    var format = Int32(videoFormatI420.rawValue)
    _ = reel_h264_set_option(created, ENCODER_OPTION_DATAFORMAT, &format)
  }

  deinit {
    if let pointer = handle {
      _ = reel_h264_uninitialize(pointer)
      WelsDestroySVCEncoder(pointer)
    }
  }

  private var handle: UnsafeMutablePointer<UnsafePointer<ISVCEncoderVtbl>?>? {
    encoder.map { UnsafeMutablePointer($0) }
  }

  private func configure(_ params: inout SEncParamExt, quantizer: Int, keyframeInterval: Int) {
    params.iUsageType = SCREEN_CONTENT_REAL_TIME
    params.iPicWidth = Int32(width)
    params.iPicHeight = Int32(height)
    params.fMaxFrameRate = Float(frameRate)
    params.iRCMode = RC_OFF_MODE
    params.iTargetBitrate = 0
    params.bEnableFrameSkip = false
    params.iMultipleThreadIdc = 1
    params.uiIntraPeriod = UInt32(max(keyframeInterval, 1))
    params.eSpsPpsIdStrategy = CONSTANT_ID
    params.iEntropyCodingModeFlag = 1
    params.iSpatialLayerNum = 1
    params.iTemporalLayerNum = 1
    params.bEnableDenoise = false
    params.bEnableBackgroundDetection = false
    params.bEnableSceneChangeDetect = true
    params.bEnableAdaptiveQuant = false
    let qp = Int32(min(max(quantizer, 0), 51))
    params.iMinQp = qp
    params.iMaxQp = qp
    let layer = reel_h264_spatial_layer(&params, 0)!
    layer.pointee.iVideoWidth = Int32(width)
    layer.pointee.iVideoHeight = Int32(height)
    layer.pointee.fFrameRate = Float(frameRate)
    layer.pointee.iDLayerQp = qp
    layer.pointee.uiProfileIdc = PRO_HIGH
    layer.pointee.sSliceArgument.uiSliceMode = SM_SINGLE_SLICE
    layer.pointee.bVideoSignalTypePresent = true
    layer.pointee.uiVideoFormat = UInt8(VF_UNDEF.rawValue)
    layer.pointee.bFullRange = false
    layer.pointee.bColorDescriptionPresent = true
    layer.pointee.uiColorPrimaries = UInt8(CP_BT709.rawValue)
    layer.pointee.uiTransferCharacteristics = UInt8(TRC_BT709.rawValue)
    layer.pointee.uiColorMatrix = UInt8(CM_BT709.rawValue)
  }

  /// Encodes the next frame (its size must be the encoder's).
  func encode(_ image: YCbCrImage) throws(VideoEncodingError) -> AccessUnit {
    guard let pointer = handle else { throw .finished }
    guard image.width == width, image.height == height else {
      throw .invalidSize(width: image.width, height: image.height)
    }
    var info = SFrameBSInfo()
    var image = image
    let status = image.luma.withUnsafeMutableBufferPointer { y in
      image.cb.withUnsafeMutableBufferPointer { u in
        image.cr.withUnsafeMutableBufferPointer { v in
          var picture = SSourcePicture()
          picture.iColorFormat = Int32(videoFormatI420.rawValue)
          picture.iPicWidth = Int32(width)
          picture.iPicHeight = Int32(height)
          picture.iStride = (Int32(width), Int32(width / 2), Int32(width / 2), 0)
          picture.pData = (y.baseAddress, u.baseAddress, v.baseAddress, nil)
          picture.uiTimeStamp = Int64((Double(frameIndex) * 1000 / frameRate).rounded())
          return reel_h264_encode(pointer, &picture, &info)
        }
      }
    }
    guard status == 0 else { throw .codec("OpenH264 failed on frame \(frameIndex) (\(status))") }
    frameIndex += 1
    return accessUnit(&info)
  }

  /// The frame's NAL units, start codes removed; parameter sets kept aside for the container.
  private func accessUnit(_ info: inout SFrameBSInfo) -> AccessUnit {
    var units: [Data] = []
    for l in 0..<Int(info.iLayerNum) {
      let layer = reel_h264_layer(&info, Int32(l))!.pointee
      guard var cursor = layer.pBsBuf else { continue }
      for n in 0..<Int(layer.iNalCount) {
        let length = Int(layer.pNalLengthInByte[n])
        let nal = Data(bytes: cursor, count: length)
        cursor += length
        let body = Self.withoutStartCode(nal)
        guard let header = body.first else { continue }
        switch header & 0x1F {
        case 7: sequenceParameterSet = body
        case 8: pictureParameterSet = body
        default: units.append(body)
        }
      }
    }
    return AccessUnit(nalUnits: units, isKeyframe: info.eFrameType == videoFrameTypeIDR)
  }

  static func withoutStartCode(_ nal: Data) -> Data {
    var start = nal.startIndex
    while start < nal.endIndex, nal[start] == 0 { start += 1 }
    if start < nal.endIndex, nal[start] == 1 { start += 1 }
    return Data(nal[start...])
  }
}
