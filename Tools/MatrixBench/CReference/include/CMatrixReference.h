#ifndef TAGCLOUD_CMATRIXREFERENCE_H
#define TAGCLOUD_CMATRIXREFERENCE_H

// Plain-C reference for the matrix benchmark (Tools/MatrixBench).
//
// Same data layout as Homogeneous.Matrix4: 16 doubles, column-major, so
// element (row r, column c) is m[4 * c + r] and the translation is m[12..14].
// Points are packed as x, y, z triples (the layout of [Vector3]).
// Plain loops, compiled with -O3; nothing is vectorised by hand.

/// out = a * b (column vectors: b applies first). `out` must not alias `a` or `b`.
void cmatrix_multiply(const double *a, const double *b, double *out);

/// Runs the dependent chain m = m * step, `count` times, in place.
void cmatrix_chain(double *m, const double *step, long count);

/// out[i] = m applied to the point in[i] (w = 1), for `count` xyz triples.
void cmatrix_transform_points(const double *m, const double *in, double *out, long count);

#endif
