#ifndef TAGCLOUD_CMATRIXREFERENCE_H
#define TAGCLOUD_CMATRIXREFERENCE_H
/// Placeholder until the matrix benchmark lands.
int cmatrix_reference_version(void);
#endif
