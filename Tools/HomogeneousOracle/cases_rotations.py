"""Oracle cases for Quaternion: PyGLM's dquat (angleAxis, products, rotation of
vectors, slerp, normalize), scipy's Rotation (quaternions from matrices in
canonical sign, rotation vectors, angles) and exact Fractions (the inverse)."""
import math
from fractions import Fraction

import glm
import numpy as np
from scipy.spatial.transform import Rotation

from cases_transforms import any_quaternion, normalized_glm
from cases_vectors import EXTREME as EXTREME_VECTORS
from oracle_case import Edge, Op
from oracle_support import (M, Q, V3, Ang, check, close, embed, exact, fraction_to_float, nans, nil,
                            power_of_two_scaled, rotation)

NAN, INF = math.nan, math.inf
BAD_QUATERNIONS = [Q(NAN, 0, 0, 1), Q(0, INF, 0, 1)]
EXTREME_QUATERNIONS = [Q(1e-200, -2e-200, 3e-200, 1e-200), Q(1e200, 0, -1e200, 3e199), Q(3e-320, 0, 0, 4e-320)]


def half_radians(a):
    """Half the angle in radians; degrees reduced by whole double turns exactly."""
    return (math.radians(math.fmod(a.value, 720.0)) if a.unit == "deg" else a.value) / 2


def angle_axis(a, axis):
    if not (np.all(np.isfinite(axis.a)) and math.isfinite(a.value)):
        return nans(4)
    if not np.any(axis.a):
        return exact([0, 0, 0, 1])
    h = half_radians(a)
    u = glm.normalize(glm.dvec3(*power_of_two_scaled(axis.a)))
    return close([u.x * math.sin(h), u.y * math.sin(h), u.z * math.sin(h), math.cos(h)], scale=1)


def from_to(a, b):
    """The rotation by the angle between a and b about a × b (glm.angleAxis)."""
    if not (np.all(np.isfinite(a.a)) and np.all(np.isfinite(b.a))):
        return nans(4)
    if not np.any(a.a) or not np.any(b.a):
        return exact([0, 0, 0, 1])
    ua, ub = (np.array(power_of_two_scaled(v.a)) for v in (a, b))
    c = np.cross(ua, ub)
    if not np.any(c) and ua @ ub > 0:
        return rotation([0, 0, 0, 1])
    angle = math.atan2(np.linalg.norm(c), ua @ ub)
    q = glm.angleAxis(angle, glm.normalize(glm.dvec3(*c)))
    return rotation([q.x, q.y, q.z, q.w])


def opposite(a):
    """Opposite directions: any half turn about an axis perpendicular to a."""
    u = np.array(power_of_two_scaled(a.a))
    u /= np.linalg.norm(u)

    def error(ours):
        r = Rotation.from_quat(ours)
        return max(float(np.max(np.abs(r.apply(u) + u))), abs(r.magnitude() - math.pi))
    return check(error)


def from_matrix(m):
    if not np.all(np.isfinite(m.a)):
        return nans(4)
    return close(Rotation.from_matrix(m.a[:3, :3]).as_quat(canonical=True), scale=1)


def rotation_vector(q):
    r = Rotation.from_quat(q.a)
    if r.magnitude() < math.pi - 1e-6:
        return close(r.as_rotvec(), scale=1)
    # Near a half turn v and −v (with |v| = π) are the same rotation.
    return check(lambda ours: float(np.max(np.abs(Rotation.from_rotvec(ours).as_matrix() - r.as_matrix()))))


def inverse(q):
    if not np.all(np.isfinite(q.a)) or not np.any(q.a):
        return nans(4)
    f = [Fraction(c) for c in q.a]
    n = sum(c * c for c in f)
    return close([fraction_to_float(c / n) for c in (-f[0], -f[1], -f[2], f[3])])


def normalized(q):
    if not np.all(np.isfinite(q.a)):
        return nans(4)
    if not np.any(q.a):
        return exact([0, 0, 0, 1])
    return close(normalized_glm(q))


def axis(q):
    r = Rotation.from_quat(q.a)
    if r.magnitude() == 0:
        return nil()
    return close(r.as_rotvec() / r.magnitude(), scale=1)


def same_or_other(g):
    """A rotation and itself, its negation (the same rotation) or another one."""
    a = g.quat()
    choice = g.r.random()
    b = a if choice < 0.25 else Q(*(-a.a)) if choice < 0.5 else g.quat()
    return a, b, 1e-9


def same_rotation(a, b, t):
    cosine = np.dot(a.a / np.linalg.norm(a.a), b.a / np.linalg.norm(b.a))
    return exact(bool(abs(abs(cosine) - 1) <= t))


def unit_slerp(a, b, t):
    if not math.isfinite(t):
        return nans(4)
    r = glm.slerp(glm.normalize(a.glm), glm.normalize(b.glm), t)
    return rotation(glm.normalize(r))


def nearby(g):
    """Two rotations close together, or any two, or the same one negated."""
    a = g.quat()
    choice = g.r.random()
    if choice < 0.2:
        return a, Q(*(-a.a)), g.uniform(-0.5, 1.5)
    if choice < 0.4:
        return a, Q(*(a.a + g.r.uniform(-1e-7, 1e-7, 4))), g.uniform(-0.5, 1.5)
    return a, g.quat(), g.uniform(-0.5, 1.5)


OPS = [
    Op("q.angleAxis", lambda g: (g.angle(), g.vec(3)), angle_axis,
       edges=[Edge((Ang("deg", d), v)) for d in (40, 180, 360) for v in EXTREME_VECTORS[:3]]
       + [Edge((Ang("deg", 40), v)) for v in (V3(0, 0, 0), V3(NAN, 1, 0), V3(INF, 0, 0))],
       covers=["Quaternion.init(angle:Angle,axis:Vector3)"]),
    Op("q.fromTo", lambda g: (g.vec(), g.vec()), from_to,
       edges=[Edge((a, b)) for a, b in [(EXTREME_VECTORS[0], EXTREME_VECTORS[1]), (V3(0, 0, 0), V3(1, 0, 0)),
                                         (V3(NAN, 0, 0), V3(1, 0, 0)), (V3(1, 2, 3), V3(2, 4, 6))]]
       + [Edge((a, V3(*(-a.a))), opposite(a)) for a in (V3(1, 0, 0), V3(0, -1, 0), V3(1, 2, 3), V3(1e-200, 0, 0))],
       covers=["Quaternion.init(from:Vector3,to:Vector3)"]),
    Op("q.fromMatrix", lambda g: (g.rotation(),), from_matrix,
       edges=[Edge((M(np.diag(d)),)) for d in ([1, -1, -1, 1], [-1, 1, -1, 1], [-1, -1, 1, 1], [1, 1, 1, 1],
                                                [NAN, 1, 1, 1])]
       + [Edge((M(embed(Rotation.from_rotvec(np.array(v) / np.linalg.norm(v) * a).as_matrix())),))
          for v in ([1, 1, 0], [-1, 0.2, 0.1], [0, 1, -1]) for a in (math.pi, math.pi - 1e-6, 1e-9)],
       covers=["Quaternion.init(_:Matrix4)"]),
    Op("q.fromRotationVector", lambda g: (g.vec(4),), lambda v: rotation(Rotation.from_rotvec(v.a).as_quat())
       if np.all(np.isfinite(v.a)) else nans(4),
       edges=[Edge((v,)) for v in (V3(0, 0, 0), V3(1e-200, 0, 2e-200), V3(NAN, 0, 0), V3(INF, 0, 0))],
       covers=["Quaternion.init(rotationVector:Vector3)"]),
    Op("q.rotationVector", lambda g: (g.quat(),), rotation_vector,
       edges=[Edge((q,)) for q in (Q(0, 0, 0, 1), Q(0, 0, 1, 0), Q(0, 0, 0, -1))] + [Edge((BAD_QUATERNIONS[0],), nans(3))],
       covers=["Quaternion.rotationVector"]),
    Op("q.length", lambda g: (any_quaternion(g),), lambda q: close(math.hypot(*q.a)),
       edges=[Edge((q,)) for q in EXTREME_QUATERNIONS + [Q(0, 0, 0, 0)]], covers=["Quaternion.length"]),
    Op("q.normalized", lambda g: (any_quaternion(g),), normalized,
       edges=[Edge((q,)) for q in EXTREME_QUATERNIONS + BAD_QUATERNIONS + [Q(0, 0, 0, 0)]],
       covers=["Quaternion.normalized"]),
    Op("q.conjugate", lambda g: (any_quaternion(g),), lambda q: exact([-q.x, -q.y, -q.z, q.w]),
       covers=["Quaternion.conjugate"]),
    Op("q.inverse", lambda g: (any_quaternion(g),), inverse,
       edges=[Edge((q,)) for q in EXTREME_QUATERNIONS[:2] + BAD_QUATERNIONS + [Q(0, 0, 0, 0)]],
       covers=["Quaternion.inverse"]),
    Op("q.negate", lambda g: (any_quaternion(g),), lambda q: exact(-q.a), covers=["Quaternion.-(Quaternion)"]),
    Op("q.dot", lambda g: (any_quaternion(g), any_quaternion(g)),
       lambda a, b: close(glm.dot(a.glm, b.glm), scale=math.hypot(*a.a) * math.hypot(*b.a)),
       covers=["Quaternion.dot(_:Quaternion)"]),
    Op("q.angle", lambda g: (any_quaternion(g),), lambda q: close(Rotation.from_quat(q.a).magnitude(), scale=1),
       edges=[Edge((BAD_QUATERNIONS[0],), nans(1))], covers=["Quaternion.angle"]),
    Op("q.axis", lambda g: (any_quaternion(g),), axis,
       edges=[Edge((Q(0, 0, 0, 2),)), Edge((BAD_QUATERNIONS[0],), nil())], covers=["Quaternion.axis"]),
    Op("q.vector", lambda g: (any_quaternion(g),), lambda q: exact(q.a[:3]), covers=["Quaternion.vector"]),
    Op("q.isSameRotation", same_or_other, same_rotation,
       covers=["Quaternion.isSameRotation(as:Quaternion,tolerance:Double)"]),
    Op("q.isFinite", lambda g: (any_quaternion(g),), lambda q: exact(bool(np.all(np.isfinite(q.a)))),
       edges=[Edge((q,)) for q in BAD_QUATERNIONS], covers=["Quaternion.isFinite"]),
    Op("q.multiply", lambda g: (any_quaternion(g), any_quaternion(g)),
       lambda a, b: close(a.glm * b.glm, scale=math.hypot(*a.a) * math.hypot(*b.a)),
       covers=["Quaternion.*(Quaternion,Quaternion)", "Quaternion.init(x:Double,y:Double,z:Double,w:Double)"]),
    Op("q.rotate", lambda g: (g.quat(), g.vec()), lambda q, v: close(q.glm * glm.dvec3(*v.a), scale=math.hypot(*v.a)),
       covers=["Quaternion.rotate(_:Vector3)"]),
    Op("q.timesVector", lambda g: (g.quat(), g.vec()),
       lambda q, v: close(q.glm * glm.dvec3(*v.a), scale=math.hypot(*v.a)), covers=["Quaternion.*(Quaternion,Vector3)"]),
    Op("q.slerp", nearby, unit_slerp,
       edges=[Edge((Q(0, 0, 0, 1), Q(0, 0, 0.7071067811865476, 0.7071067811865476), t)) for t in (NAN, INF, -INF)]
       + [Edge((BAD_QUATERNIONS[0], Q(0, 0, 0, 1), 0.5), nans(4))],
       covers=["Quaternion.slerp(to:Quaternion,_:Double)"]),
    Op("q.integrated", lambda g: (g.quat(), g.vec(3), g.uniform(0, 2)),
       lambda q, w, dt: rotation((Rotation.from_rotvec(w.a * dt) * Rotation.from_quat(q.a)).as_quat()),
       covers=["Quaternion.integrated(angularVelocity:Vector3,duration:Double)"]),
    Op("q.identity", lambda g: (), lambda: exact([0, 0, 0, 1]), random_count=1, covers=["Quaternion.identity"]),
    Op("q.simd", lambda g: (any_quaternion(g),), lambda q: exact(q.a),
       covers=["Quaternion.init(_:SIMD4<Double>)", "SIMD4.init(_:Quaternion)"]),
]
