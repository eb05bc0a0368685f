"""Oracle cases for projections, the camera, viewports and depth ranges.

The projection matrices are built from their published definitions, in
numpy, in double precision: the OpenGL reference pages' matrices of glFrustum
and glOrtho (depth [−1, 1]), the perspective as the symmetric frustum whose
near face is n·tan(fov/2) high (not the cot formula Homogeneous uses), the
infinite perspective as the frustum's limit for far → ∞, the [0, 1] range as
the remap z' = (z + w) / 2 of the [−1, 1] matrix, and reversed-Z as the flip
z' = w − z of the [0, 1] one. PyGLM has these (frustumRH_NO/_ZO, orthoRH_NO/_ZO,
perspectiveRH_NO/_ZO, infinitePerspectiveRH) only in single precision, so
each double-precision matrix is also checked against glm's within 1e-5, which
is what shows the transcription is glm's convention. lookAtRH and projectNO/ZO
are PyGLM's, in double precision; unprojection is exact (Fractions)."""
import math

import glm
import numpy as np

from oracle_case import Edge, Op
from oracle_support import Ang, M, V3, Vp, Word, close, exact, exact_inverse, glm_rows, nil

NAN, INF = math.nan, math.inf
FLIP = np.array([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, -1, 1], [0, 0, 0, 1]], dtype=float)
REMAP = np.array([[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0.5, 0.5], [0, 0, 0, 1]], dtype=float)


def in_range(no, depth):
    """The [−1, 1] matrix `no` for a depth range: remapped to [0, 1], or flipped too."""
    return {"negativeOneToOne": no, "zeroToOne": REMAP @ no, "oneToZero": FLIP @ REMAP @ no}[depth.text]


def agrees_with_glm(ours, single, depth):
    """The double-precision matrix against glm's single-precision one (ZO for both [0, 1] ranges)."""
    reference = glm_rows(single)
    if depth.text == "oneToZero":
        reference = FLIP @ reference
    assert np.allclose(ours, reference, rtol=1e-5, atol=1e-5 * np.max(np.abs(ours))), (ours, reference)


def frustum_no(left, right, bottom, top, near, far):
    w, h = right - left, top - bottom
    z = [-1.0, -2 * near] if far == INF else [-(far + near) / (far - near), -2 * far * near / (far - near)]
    return np.array([[2 * near / w, 0, (right + left) / w, 0], [0, 2 * near / h, (top + bottom) / h, 0],
                     [0, 0, z[0], z[1]], [0, 0, -1, 0]])


def finite_or_nil(m):
    return close(m) if np.all(np.isfinite(m)) else nil()


def perspective(fov, aspect, near, far, depth=Word("negativeOneToOne")):
    f = fov.radians
    if not (0 < f < math.pi and 0 < aspect < INF and 0 < near < far and far < INF):
        return nil()
    t = near * math.tan(f / 2)
    m = in_range(frustum_no(-t * aspect, t * aspect, -t, t, near, far), depth)
    if near > 1e-30:
        single = glm.perspectiveRH_NO if depth.text == "negativeOneToOne" else glm.perspectiveRH_ZO
        agrees_with_glm(m, single(f, aspect, near, far), depth)
    return finite_or_nil(m)


def infinite(fov, aspect, near, depth):
    f = fov.radians
    if not (0 < f < math.pi and 0 < aspect < INF and 0 < near < INF):
        return nil()
    t = near * math.tan(f / 2)
    no = frustum_no(-t * aspect, t * aspect, -t, t, near, INF)
    if near > 1e-30:
        agrees_with_glm(no, glm.infinitePerspectiveRH(f, aspect, near), Word("negativeOneToOne"))
    return finite_or_nil(in_range(no, depth))


def frustum(left, right, bottom, top, near, far, depth):
    if not (math.isfinite(right - left) and math.isfinite(top - bottom) and right != left and top != bottom
            and 0 < near < far < INF):
        return nil()
    m = in_range(frustum_no(left, right, bottom, top, near, far), depth)
    single = glm.frustumRH_NO if depth.text == "negativeOneToOne" else glm.frustumRH_ZO
    if abs(right - left) > 1e-30:
        agrees_with_glm(m, single(left, right, bottom, top, near, far), depth)
    return finite_or_nil(m)


def orthographic(left, right, bottom, top, near, far, depth):
    sides = (right - left, top - bottom, far - near)
    if not all(math.isfinite(s) and s != 0 for s in sides):
        return nil()
    w, h, d = sides
    no = np.array([[2 / w, 0, 0, -(right + left) / w], [0, 2 / h, 0, -(top + bottom) / h],
                   [0, 0, -2 / d, -(far + near) / d], [0, 0, 0, 1]])
    m = in_range(no, depth)
    if np.all(np.isfinite(m)) and abs(w) > 1e-30 and max(abs(left), abs(right)) < 1e30:
        single = glm.orthoRH_NO if depth.text == "negativeOneToOne" else glm.orthoRH_ZO
        agrees_with_glm(m, single(left, right, bottom, top, near, far), depth)
    return finite_or_nil(m)


def perspective_args(g):
    near = 10 ** g.uniform(-2, 1)
    return Ang("deg", g.uniform(10, 170)), g.uniform(0.3, 3), near, near * g.uniform(1.5, 1000), g.depth()


def box_args(g, positive_near):
    left, bottom = g.uniform(-5, 5), g.uniform(-5, 5)
    near = 10 ** g.uniform(-2, 1) if positive_near else g.uniform(-10, 10)
    return (left, left + g.uniform(0.1, 10), bottom, bottom + g.uniform(0.1, 10), near,
            near + g.uniform(0.5, 100), g.depth())


def camera(g):
    """A random perspective or frustum after a random look-at view."""
    p = perspective(*perspective_args(g))
    view = glm_rows(glm.lookAtRH(glm.dvec3(*g.vec().a), glm.dvec3(*g.vec().a), glm.dvec3(*g.unit().a)))
    return M(np.array(p.values).reshape(4, 4) @ view)


def look_at(eye, target, up):
    f = target.a - eye.a
    if not np.any(f) or not np.any(np.cross(f, up.a)):
        return nil()
    return close(glm.lookAtRH(glm.dvec3(*eye.a), glm.dvec3(*target.a), glm.dvec3(*up.a)), scale=1 + np.max(np.abs(eye.a)))


def unproject(m, ndc):
    inv = exact_inverse(m.a.tolist()) if np.all(np.isfinite(m.a)) and np.all(np.isfinite(ndc.a)) else None
    if inv is None:
        return nil()
    r = np.array(inv) @ np.r_[ndc.a, 1.0]
    if r[3] == 0 or not np.all(np.isfinite(r[:3] / r[3])):
        return nil()
    return close(r[:3] / r[3])


def viewport_args(g):
    return Vp(g.uniform(-100, 100), g.uniform(-100, 100), g.uniform(1, 2000), g.uniform(1, 2000))


def glm_viewport(vp):
    return glm.dvec4(vp.x, vp.y, vp.width, vp.height)


def project_viewport(m, p, vp, depth):
    r = m.a @ np.r_[p.a, 1.0]
    if r[3] == 0:
        return nil()
    f = glm.projectNO if depth.text == "negativeOneToOne" else glm.projectZO
    return close(f(glm.dvec3(*p.a), glm.dmat4(1), m.glm, glm_viewport(vp)))


def unproject_viewport(m, win, vp, depth):
    """The window position back to NDC (glm's unProject's first step), then exact."""
    if vp.width == 0 or vp.height == 0:
        return nil()
    z = 2 * win.z - 1 if depth.text == "negativeOneToOne" else win.z
    return unproject(m, V3(2 * (win.x - vp.x) / vp.width - 1, 2 * (win.y - vp.y) / vp.height - 1, z))


def window_point(g):
    return V3(g.uniform(0, 1000), g.uniform(0, 1000), g.uniform(0, 1))


NDC_Z = {"negativeOneToOne": lambda d: 2 * d - 1, "zeroToOne": lambda d: d, "oneToZero": lambda d: d}
DEPTH_ENDS = {"negativeOneToOne": [-1, 1], "zeroToOne": [0, 1], "oneToZero": [1, 0]}
BAD_PERSPECTIVE = [(Ang("deg", 0), 1, 1, 2), (Ang("deg", 180), 1, 1, 2), (Ang("deg", 60), 0, 1, 2),
                   (Ang("deg", 60), 1, 0, 2), (Ang("deg", 60), 1, 2, 1), (Ang("deg", 60), 1, 1, INF),
                   (Ang("deg", 60), NAN, 1, 2), (Ang("deg", 60), 1, 1e-300, 1e300)]

OPS = [
    Op("m.perspective", perspective_args, perspective,
       edges=[Edge(a + (Word(d),)) for a in BAD_PERSPECTIVE for d in DEPTH_ENDS],
       covers=["Matrix4.perspective(fieldOfViewY:Angle,aspect:Double,near:Double,far:Double,depth:DepthRange)"]),
    Op("m.perspectiveDefault", lambda g: perspective_args(g)[:4], perspective, edges=[Edge(a) for a in BAD_PERSPECTIVE]),
    Op("m.perspectiveInfinite", lambda g: perspective_args(g)[:3] + (g.depth(),), infinite,
       edges=[Edge((Ang("deg", 60), 1.5, n, Word(d))) for n in (0, -1, INF, 1e-300) for d in DEPTH_ENDS],
       covers=["Matrix4.perspective(fieldOfViewY:Angle,aspect:Double,near:Double,depth:DepthRange)"]),
    Op("m.frustum", lambda g: box_args(g, True), frustum,
       edges=[Edge((1, 1, 0, 1, 1, 2, Word("zeroToOne"))), Edge((0, 1, 0, 1, 0, 2, Word("zeroToOne"))),
              Edge((0, 1e-320, 0, 1, 1, 2, Word("negativeOneToOne")))],
       covers=["Matrix4.frustum(left:Double,right:Double,bottom:Double,top:Double,near:Double,far:Double,depth:DepthRange)"]),
    Op("m.orthographic", lambda g: box_args(g, False), orthographic,
       edges=[Edge((0, w, 0, 1, 0, 1, Word(d))) for w in (1e-320, 1e-300, 0, NAN) for d in DEPTH_ENDS]
       + [Edge((-1e308, 1e308, 0, 1, 0, 1, Word("zeroToOne")))],
       covers=["Matrix4.orthographic(left:Double,right:Double,bottom:Double,top:Double,near:Double,far:Double,depth:DepthRange)"]),
    Op("m.lookAt", lambda g: (g.vec(), g.vec(), g.unit()), look_at,
       edges=[Edge((V3(1, 2, 3), V3(1, 2, 3), V3(0, 1, 0))), Edge((V3(0, 0, 0), V3(0, 0, 5), V3(0, 0, -2)))],
       covers=["Matrix4.lookAt(eye:Vector3,target:Vector3,up:Vector3)"]),
    Op("m.unproject", lambda g: (camera(g), g.vec(1)), unproject,
       edges=[Edge((M(np.diag([1, 1, 0, 1])), V3(0, 0, 0))), Edge((M(np.eye(4)), V3(NAN, 0, 0)))],
       covers=["Matrix4.unproject(_:Vector3)"]),
    Op("m.projectViewport", lambda g: (camera(g), g.vec(), viewport_args(g), g.depth()), project_viewport,
       covers=["Matrix4.project(_:Vector3,viewport:Viewport,depth:DepthRange)"]),
    Op("m.unprojectViewport", lambda g: (camera(g), window_point(g), viewport_args(g), g.depth()), unproject_viewport,
       edges=[Edge((M(np.eye(4)), V3(1, 1, 0.5), Vp(0, 0, 0, 10), Word("zeroToOne")), nil())],
       covers=["Matrix4.unproject(_:Vector3,viewport:Viewport,depth:DepthRange)"]),
    Op("viewport.window", lambda g: (viewport_args(g), g.vec(1), g.depth()),
       lambda vp, p, d: close([vp.x + vp.width * (p.x + 1) / 2, vp.y + vp.height * (p.y + 1) / 2,
                               (p.z + 1) / 2 if d.text == "negativeOneToOne" else p.z], scale=2000),
       covers=["Matrix4.Viewport.window(fromNDC:Vector3,depth:DepthRange)",
               "Matrix4.Viewport.init(x:Double,y:Double,width:Double,height:Double)"]),
    Op("viewport.ndc", lambda g: (viewport_args(g), window_point(g), g.depth()),
       lambda vp, p, d: close([2 * (p.x - vp.x) / vp.width - 1, 2 * (p.y - vp.y) / vp.height - 1,
                               NDC_Z[d.text](p.z)], scale=1),
       covers=["Matrix4.Viewport.ndc(fromWindow:Vector3,depth:DepthRange)"]),
    Op("depth.ndcNearAndFar", lambda g: (g.depth(),), lambda d: exact(DEPTH_ENDS[d.text]),
       covers=["DepthRange.ndcNearAndFar"]),
    Op("depth.ndcDepth", lambda g: (g.depth(), g.uniform(0, 1)), lambda d, z: close(NDC_Z[d.text](z), scale=1),
       covers=["DepthRange.ndcDepth(fromWindowDepth:Double)"]),
    Op("depth.windowDepth", lambda g: (g.depth(), g.uniform(-1, 1)),
       lambda d, z: close((z + 1) / 2 if d.text == "negativeOneToOne" else z, scale=1),
       covers=["DepthRange.windowDepth(fromNDCDepth:Double)"]),
]
