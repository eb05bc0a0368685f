#include "CMatrixReference.h"

void cmatrix_multiply(const double *a, const double *b, double *out) {
    // Column j of the product is a times column j of b, summed k = 0...3.
    for (int j = 0; j < 4; j++) {
        for (int i = 0; i < 4; i++) {
            double s = a[i] * b[4 * j];
            for (int k = 1; k < 4; k++) {
                s += a[4 * k + i] * b[4 * j + k];
            }
            out[4 * j + i] = s;
        }
    }
}

void cmatrix_chain(double *m, const double *step, long count) {
    // Work on local copies so the compiler knows nothing aliases.
    double cur[16], s[16], tmp[16];
    for (int i = 0; i < 16; i++) {
        cur[i] = m[i];
        s[i] = step[i];
    }
    for (long n = 0; n < count; n++) {
        cmatrix_multiply(cur, s, tmp);
        for (int i = 0; i < 16; i++) {
            cur[i] = tmp[i];
        }
    }
    for (int i = 0; i < 16; i++) {
        m[i] = cur[i];
    }
}

void cmatrix_transform_points(const double *m, const double *in, double *out, long count) {
    for (long i = 0; i < count; i++) {
        double x = in[3 * i], y = in[3 * i + 1], z = in[3 * i + 2];
        out[3 * i] = m[0] * x + m[4] * y + m[8] * z + m[12];
        out[3 * i + 1] = m[1] * x + m[5] * y + m[9] * z + m[13];
        out[3 * i + 2] = m[2] * x + m[6] * y + m[10] * z + m[14];
    }
}
