// Natural Earth's 1:110m land, converted by Tools/globe/make-coastlines.py and
// embedded at compile time with C23 #embed (a byte copy for the compiler, as
// for the font). Source and licence (public domain): SOURCE.md beside it.
#include "CNaturalEarth.h"

#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char land_bytes[] = {
#embed "land110m.bin"
};

const unsigned char *tagcloud_land110m_bytes(void) { return land_bytes; }

size_t tagcloud_land110m_size(void) { return sizeof land_bytes; }
