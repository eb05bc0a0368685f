"""Oracle cases for Matrix4's algebra (products, application, determinant,
inverse, decomposition) and its constructors: PyGLM's dmat4, numpy, scipy and
exact Fractions."""
import math

import glm
import numpy as np
from scipy.linalg import polar
from scipy.spatial.transform import Rotation

from oracle_case import Edge, Op
from oracle_support import (M, Q, V3, Word, check, close, embed, exact, exact_det, exact_inverse, glm_rows, nans,
                            nil, power_of_two_scaled)

NAN = math.nan


def dv3(v):
    return glm.dvec3(v.x, v.y, v.z)


def general(g):
    """An affine or a projective matrix, alternately at random."""
    return g.affine() if g.r.random() < 0.5 else g.projective()


def product_scale(a, b):
    return float(np.max(np.abs(a) @ np.abs(b)))


def apply(m, v, w):
    r = m.glm * glm.dvec4(v.x, v.y, v.z, w)
    return close([r.x, r.y, r.z], scale=product_scale(m.a, np.abs(np.r_[v.a, w])[:, None]))


def project(m, p):
    r = m.a @ np.r_[p.a, 1.0]
    if r[3] == 0 or not np.all(np.isfinite(r[:3] / r[3])):
        return nil()
    return close(r[:3] / r[3])


def diag(*d):
    return M(np.diag(d))


SINGULAR = [M(np.arange(1, 17)), diag(1, 1, 0, 1), M(np.zeros(16)),
            # Singular only up to rounding: a flattening seen through a rotation.
            M(glm_rows(glm.rotate(glm.dmat4(1), 0.6, glm.dvec3(1, 2, 3))) @ np.diag([1, 0, 1, 1])
              @ glm_rows(glm.rotate(glm.dmat4(1), 0.6, glm.dvec3(1, 2, 3))).T),
            diag(NAN, 1, 1, 1), M(np.r_[np.eye(4)[:3].flatten(), [math.inf, 0, 0, 1]])]


def scaled(seed, s):
    from oracle_support import Gen
    return M(Gen(seed).projective().a * s)


# Huge, tiny and mixed scales: the matrices the issue names, and worse.
EXTREME = [scaled(1, 1e77), scaled(2, 1e-77), scaled(3, 1e-150), scaled(4, 1e150), diag(1e-200, 1, 1, 1e200),
           diag(1e-160, 1e-160, 1e150, 1e150), diag(1e300, 1e300, 1e300, 1), diag(3e-310, 1, 1, 1),
           M(np.r_[2 * np.eye(4)[:3].flatten(), [1e100, -1e100, 3e99, 2]])]


def determinant(m):
    """The exact determinant, rounded once. The error is measured against
    Hadamard's bound (the smaller of the products of the row and of the
    column lengths), the size of the terms a determinant sums: near-singular
    matrices lose digits to cancellation in any method, numpy's LU included."""
    if not np.all(np.isfinite(m.a)):
        return nans(1)
    want = exact_det(m.a.tolist())

    def error(ours):
        (o,) = ours
        if not math.isfinite(want) or not math.isfinite(o):
            return 0.0 if o == want else math.inf
        bounds = [[math.hypot(*line) for line in lines] for lines in (m.a, m.a.T)]
        e = abs(o - want)
        relative = min(relative_to_product(e, b) for b in bounds)
        return min(relative, e / abs(want) if want else math.inf)
    return check(error)


def relative_to_product(e, factors):
    """e divided by the product of `factors`, one at a time (no overflow)."""
    for f in factors:
        if f == 0:
            return math.inf if e else 0.0
        e /= f
    return e


def inverse(m):
    inv = exact_inverse(m.a.tolist()) if np.all(np.isfinite(m.a)) else None
    if inv is None or not np.all(np.isfinite(inv)):
        return nil()
    return close(inv)


def rigid(g):
    t = np.eye(4)
    t[:3, 3] = g.r.uniform(-100, 100, 3)
    return M(t @ g.rotation().a)


def drifted(g):
    """A rotation and translation with up to 1e-8 of shear and scale added."""
    m = rigid(g).a
    m[:3, :3] += g.r.uniform(-1e-8, 1e-8, (3, 3))
    return M(m)


def orthonormalized(m):
    """The documented algorithm in numpy: x and y pushed half their mutual
    error apart and normalised, z = x × y normalised, y = z × x; the
    translation kept. It is a rotation within the input's drift of the
    nearest one (the polar factor, scipy), which is asserted too."""
    x, y = m.a[:3, 0], m.a[:3, 1]
    error = x @ y
    x, y = x - y * (error / 2), y - x * (error / 2)
    x, y = x / np.linalg.norm(x), y / np.linalg.norm(y)
    z = np.cross(x, y)
    z /= np.linalg.norm(z)
    out = embed(np.column_stack([x, np.cross(z, x), z]))
    out[:3, 3] = m.a[:3, 3]
    nearest = polar(m.a[:3, :3])[0]
    drift = np.max(np.abs(m.a[:3, :3].T @ m.a[:3, :3] - np.eye(3)) if abs(np.linalg.det(m.a[:3, :3]) - 1) < 0.1
                   else 0)
    assert np.max(np.abs(out[:3, :3] - nearest)) <= 10 * drift + 1e-14, "orthonormalized oracle drifted"
    return close(out, scale=1)


def normal_matrix(m):
    a3 = m.a[:3, :3]
    if exact_det(a3.tolist()) == 0:
        return nil()
    inv = exact_inverse(a3.tolist())
    return close(embed(np.array(inv).T))


def trs(g):
    """Translation · rotation · scale, with scales of either sign and any size."""
    t, q = g.vec(100), g.quat()
    s = [g.r.choice([-1, 1]) * 10 ** g.uniform(-3, 3) for _ in range(3)]
    m = glm.translate(glm.dmat4(1), dv3(t)) * glm.mat4_cast(q.glm) * glm.scale(glm.dmat4(1), glm.dvec3(*s))
    return (M(glm_rows(m)),)


def decomposition(m, tolerance=1e-9):
    a = m.a
    if not np.all(np.isfinite(a)) or list(a[3]) != [0, 0, 0, 1]:
        return nil()
    columns = [a[:3, j] for j in range(3)]
    scale = [math.hypot(*c) for c in columns]
    if 0 in scale:
        return nil()
    units = [np.array(power_of_two_scaled(c)) / math.hypot(*power_of_two_scaled(c)) for c in columns]
    cosines = [abs(units[i] @ units[(i + 1) % 3]) for i in range(3)]
    if max(cosines) > tolerance:
        return nil()
    if exact_det(a[:3, :3].tolist()) < 0:
        scale[0], units[0] = -scale[0], -units[0]
    q = Rotation.from_matrix(np.column_stack(units)).as_quat(canonical=True)
    return close(a[:3, 3], q, scale)


def sheared(g):
    """A rotation whose y axis leans towards x by a cosine c (1e-8...1e-2), and
    a tolerance within a factor 3 of c, either side."""
    c = 10 ** g.uniform(-8, -2)
    shear = np.eye(4)
    shear[0, 1] = c / math.sqrt(1 - c * c)
    return M(g.rotation().a @ shear), c * 3.0 ** float(g.r.choice([-1, 1]))


def shear_verdict(m, tolerance):
    return exact(0.0) if decomposition(m, tolerance).mode == "nil" else exact(1.0)


OPS = [
    Op("m.multiply", lambda g: (general(g), general(g)), lambda a, b: close(a.glm * b.glm, scale=product_scale(a.a, b.a)),
       covers=["Matrix4.*(Matrix4,Matrix4)", "Matrix4.init(rows:[Double])", "Matrix4.rowMajor"]),
    Op("m.multiplyAssign", lambda g: (general(g), general(g)),
       lambda a, b: close(a.glm * b.glm, scale=product_scale(a.a, b.a)), covers=["Matrix4.*=(Matrix4,Matrix4)"]),
    Op("m.timesVector4", lambda g: (general(g), g.vec4()),
       lambda m, v: close(m.glm * glm.dvec4(*v.a), scale=product_scale(m.a, np.abs(v.a)[:, None])),
       covers=["Matrix4.*(Matrix4,Vector4)"]),
    Op("m.transformPoint", lambda g: (general(g), g.vec()), lambda m, p: apply(m, p, 1.0),
       covers=["Matrix4.transformPoint(_:Vector3)"]),
    Op("m.transformDirection", lambda g: (general(g), g.vec()), lambda m, d: apply(m, d, 0.0),
       covers=["Matrix4.transformDirection(_:Vector3)"]),
    Op("m.transformPoints", lambda g: (g.affine(), g.vec(), g.vec(), g.vec()),
       lambda m, *ps: close([(m.a @ np.r_[p.a, 1.0])[:3] for p in ps], scale=float(np.max(np.abs(m.a))) * 40),
       covers=["Matrix4.transformPoints(_:[Vector3],into:[Vector3])", "Matrix4.transformPoints(_:[Vector3])",
               "Matrix4.transformPoints(_:UnsafeBufferPointer<Vector3>,into:UnsafeMutableBufferPointer<Vector3>)"]),
    Op("m.transformDirections", lambda g: (g.affine(), g.vec(), g.vec(), g.vec()),
       lambda m, *ds: close([(m.a @ np.r_[d.a, 0.0])[:3] for d in ds], scale=float(np.max(np.abs(m.a))) * 40),
       covers=["Matrix4.transformDirections(_:[Vector3],into:[Vector3])", "Matrix4.transformDirections(_:[Vector3])",
               "Matrix4.transformDirections(_:UnsafeBufferPointer<Vector3>,into:UnsafeMutableBufferPointer<Vector3>)"]),
    Op("m.project", lambda g: (general(g), g.vec()), project,
       edges=[Edge((M([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, -1, 0]]), V3(3, -2, 0)))],
       covers=["Matrix4.project(_:Vector3)"]),
    Op("m.transposed", lambda g: (general(g),), lambda m: exact(m.a.T), covers=["Matrix4.transposed"]),
    Op("m.determinant", lambda g: (general(g),), determinant, edges=[Edge((m,)) for m in EXTREME + SINGULAR[:4]]
       + [Edge((SINGULAR[4],), nans(1)), Edge((M(np.full(16, 1e100)),))], covers=["Matrix4.determinant"]),
    Op("m.inverse", lambda g: (general(g),), inverse,
       edges=[Edge((m,)) for m in EXTREME] + [Edge((m,), nil()) for m in SINGULAR],
       covers=["Matrix4.inverse"]),
    Op("m.rigidInverse", lambda g: (rigid(g),), lambda m: close(np.linalg.inv(m.a)), covers=["Matrix4.rigidInverse"]),
    Op("m.orthonormalityError", lambda g: (general(g),),
       lambda m: close(float(np.max(np.abs(m.a[:3, :3].T @ m.a[:3, :3] - np.eye(3)))), scale=1),
       covers=["Matrix4.orthonormalityError"]),
    Op("m.linearDeterminant", lambda g: (general(g),),
       lambda m: close(exact_det(m.a[:3, :3].tolist()), scale=float(np.prod(np.linalg.norm(m.a[:3, :3], axis=0)))),
       covers=["Matrix4.linearDeterminant"]),
    Op("m.isRotation", lambda g: (g.rotation() if g.r.random() < 0.5 else g.affine(), 1e-9),
       lambda m, t: exact(bool(np.max(np.abs(m.a[:3, :3].T @ m.a[:3, :3] - np.eye(3))) <= t
                               and abs(np.linalg.det(m.a[:3, :3]) - 1) <= t)),
       edges=[Edge((diag(1, 1, -1, 1), 1e-9)), Edge((diag(1.001, 1.001, 1.001, 1), 1e-6))],
       covers=["Matrix4.isRotation(tolerance:Double)"]),
    Op("m.orthonormalized", lambda g: (drifted(g) if g.r.random() < 0.5 else M(rigid(g).a @ np.diag([3, 3, 3, 1])),),
       orthonormalized, covers=["Matrix4.orthonormalized()"]),
    Op("m.isApproximatelyEqual", lambda g: (general(g), general(g), 10 ** g.uniform(-2, 1)),
       lambda a, b, t: exact(bool(np.all(np.abs(a.a - b.a) <= t))),
       edges=[Edge((diag(1, 1, 1, 1), diag(1, 1, 1, 1 + 1e-10), 1e-9)), Edge((diag(NAN, 1, 1, 1), diag(NAN, 1, 1, 1), 1e300))],
       covers=["Matrix4.isApproximatelyEqual(to:Matrix4,tolerance:Double)"]),
    Op("m.isFinite", lambda g: (general(g),), lambda m: exact(bool(np.all(np.isfinite(m.a)))),
       edges=[Edge((m,)) for m in SINGULAR[4:]], covers=["Matrix4.isFinite"]),
    Op("m.translation", lambda g: (general(g),), lambda m: exact(m.a[:3, 3]), covers=["Matrix4.translation"]),
    Op("m.setTranslation", lambda g: (general(g), g.vec()),
       lambda m, t: exact(np.c_[m.a[:, :3], np.r_[t.a, m.a[3, 3]]])),
    Op("m.entry", lambda g: (general(g), int(g.r.integers(4)), int(g.r.integers(4))), lambda m, r, c: exact(m.a[r, c]),
       covers=["Matrix4.subscript(row:Int,column:Int)"]),
    Op("m.setEntry", lambda g: (general(g), int(g.r.integers(4)), int(g.r.integers(4)), g.uniform(-9, 9)),
       lambda m, r, c, v: exact(np.where((np.arange(4)[:, None] == r) & (np.arange(4) == c), v, m.a))),
    Op("m.columnMajor", lambda g: (general(g),), lambda m: exact(m.a.T.flatten()), covers=["Matrix4.columnMajor"]),
    Op("m.columns", lambda g: (general(g),), lambda m: exact(m.a[:, ::-1]),
       covers=["Matrix4.columns", "Matrix4.init(columns:(SIMD4<Double>,SIMD4<Double>,SIMD4<Double>,SIMD4<Double>))",
               "Matrix4.init(columns:SIMD4<Double>,_:SIMD4<Double>,_:SIMD4<Double>,_:SIMD4<Double>)"]),
    Op("m.identity", lambda g: (), lambda: exact(np.eye(4)), random_count=1, covers=["Matrix4.identity"]),
    Op("m.normalMatrix", lambda g: (general(g),), normal_matrix,
       edges=[Edge((diag(1, 1, 0, 1),)), Edge((diag(1e-200, 1e200, 3, 1),)), Edge((diag(NAN, 1, 1, 1),), nil())],
       covers=["Matrix4.normalMatrix"]),
    Op("m.decomposed", trs, decomposition,
       edges=[Edge((m,)) for m in [diag(-1, 1, 1, 1), diag(1e-200, 1e200, 1, 1), diag(1, 0, 1, 1),
                                   M(np.eye(4) + np.eye(4, k=1) * 0.1), M(np.r_[np.eye(4)[:3].flatten(), [0, 0, -1, 0]]),
                                   diag(NAN, 1, 1, 1)]],
       covers=["Matrix4.decomposed(tolerance:Double)"]),
    Op("m.decomposedTolerance", sheared, shear_verdict),
]
