// The default font, embedded at compile time so that tagcloud renders text on a
// machine with no fonts installed. C23 #embed makes this a byte copy for the
// compiler rather than a 760 kB array literal to parse. See LICENSE beside it.
#include "CEmbeddedFont.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char font_bytes[] = {
#embed "DejaVuSans.ttf"
};

const unsigned char *tagcloud_embedded_font_bytes(void) { return font_bytes; }

size_t tagcloud_embedded_font_size(void) { return sizeof font_bytes; }
