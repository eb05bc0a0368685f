#include "CMatrixReference.h"
int cmatrix_reference_version(void) { return 0; }
