#include <pango/pangocairo.h>

/* The base direction of a paragraph from its first strong character. Pango deprecates
   pango_find_base_dir (pointing at FriBidi) but keeps it; called here so the deprecation is
   not repeated at every build of the Swift caller. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static inline PangoDirection reel_find_base_dir(const char *text, int length) {
  return pango_find_base_dir(text, length);
}
#pragma GCC diagnostic pop
