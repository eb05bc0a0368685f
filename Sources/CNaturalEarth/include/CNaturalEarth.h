#ifndef TAGCLOUD_CNATURALEARTH_H
#define TAGCLOUD_CNATURALEARTH_H

#include <stddef.h>

/// The bytes of the embedded Natural Earth 1:110m land data (land110m.bin), valid for the life of the process.
const unsigned char *tagcloud_land110m_bytes(void);

/// The size in bytes of the embedded land data.
size_t tagcloud_land110m_size(void);

#endif
