// OpenH264 (BSD-2-Clause). Its encoder is a C++ interface; from C it is a table of function
// pointers, which these wrappers call so Swift sees plain functions.
#include <wels/codec_api.h>

static inline int reel_h264_defaults(ISVCEncoder *e, SEncParamExt *p) {
  return (*e)->GetDefaultParams(e, p);
}
static inline int reel_h264_initialize(ISVCEncoder *e, const SEncParamExt *p) {
  return (*e)->InitializeExt(e, p);
}
static inline int reel_h264_set_option(ISVCEncoder *e, ENCODER_OPTION id, void *value) {
  return (*e)->SetOption(e, id, value);
}
static inline int reel_h264_encode(ISVCEncoder *e, const SSourcePicture *pic, SFrameBSInfo *info) {
  return (*e)->EncodeFrame(e, pic, info);
}
static inline int reel_h264_uninitialize(ISVCEncoder *e) { return (*e)->Uninitialize(e); }
// Fixed-size C arrays arrive in Swift as tuples; these give their elements by index.
static inline SLayerBSInfo *reel_h264_layer(SFrameBSInfo *info, int i) {
  return &info->sLayerInfo[i];
}
static inline SSpatialLayerConfig *reel_h264_spatial_layer(SEncParamExt *p, int i) {
  return &p->sSpatialLayers[i];
}
