// libvpx (BSD-3-Clause). vpx_codec_enc_init and vpx_codec_control are macros over variadic
// functions, which Swift cannot call; these wrappers can be.
#include <vpx/vpx_encoder.h>
#include <vpx/vp8cx.h>

static inline vpx_codec_err_t reel_vpx_init(vpx_codec_ctx_t *ctx, const vpx_codec_enc_cfg_t *cfg) {
  return vpx_codec_enc_init(ctx, vpx_codec_vp9_cx(), cfg, 0);
}
static inline vpx_codec_err_t reel_vpx_defaults(vpx_codec_enc_cfg_t *cfg) {
  return vpx_codec_enc_config_default(vpx_codec_vp9_cx(), cfg, 0);
}
static inline vpx_codec_err_t reel_vpx_control(vpx_codec_ctx_t *ctx, int id, int value) {
  return vpx_codec_control_(ctx, id, value);
}
