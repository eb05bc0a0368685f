#ifndef TAGCLOUD_CEMBEDDEDFONT_H
#define TAGCLOUD_CEMBEDDEDFONT_H

#include <stddef.h>

/// The bytes of the embedded default font (DejaVu Sans), valid for the life of the process.
const unsigned char *tagcloud_embedded_font_bytes(void);

/// The size in bytes of the embedded default font.
size_t tagcloud_embedded_font_size(void);

#endif
