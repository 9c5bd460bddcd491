#include <libxml/xmlversion.h>
// libxml2's ICU-based converters are not used; without this its headers bring in a second copy
// of ICU's declarations that clashes with Foundation's.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlIO.h>

// xmlFree is a global function pointer, which Swift 6 cannot call without a data-race warning.
static inline void reel_xml_free(void *memory) { xmlFree(memory); }
