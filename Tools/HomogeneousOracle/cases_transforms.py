"""Oracle cases for Matrix4's constructors (translation, scale, rotations,
quaternions, TRS) and Euler angles: PyGLM's translate, scale, rotate and
mat4_cast, and scipy's Rotation.from_euler / as_euler (lowercase sequences:
extrinsic, the first letter applied first, which is Homogeneous' convention)."""
import math

import glm
import numpy as np
from scipy.spatial.transform import Rotation

from cases_vectors import EXTREME as EXTREME_VECTORS
from oracle_case import Edge, Op
from oracle_support import (Ang, M, Q, V3, Word, angles, check, close, embed, exact, glm_rows, nans,
                            power_of_two_scaled, rotation)

NAN = math.nan
ORDER_EDGES = ["xyz", "zyx", "zxz", "yzy"]


def dv3(v):
    return glm.dvec3(v.x, v.y, v.z)


def radians(a):
    """An angle in radians for the oracle: degrees reduced by whole turns exactly first."""
    return math.radians(math.fmod(a.value, 360.0)) if a.unit == "deg" else a.value


def rotate(a, axis):
    """glm.rotate about the axis scaled by a power of two (the same direction)."""
    return glm_rows(glm.rotate(glm.dmat4(1), radians(a), glm.dvec3(*power_of_two_scaled(axis))))


NAN_ROTATION = [NAN, NAN, NAN, 0] * 3 + [0, 0, 0, 1]


def rotation_about_axis(a, axis):
    if not np.all(np.isfinite(axis.a)) or not math.isfinite(a.value):
        return exact(NAN_ROTATION)
    if not np.any(axis.a):
        return exact(np.eye(4))
    return close(rotate(a, axis.a), scale=1)


def rotation_about_point(a, axis, p):
    m = glm.translate(glm.dmat4(1), dv3(p)) * glm.dmat4(*rotate(a, axis.a).T.flatten()) \
        * glm.translate(glm.dmat4(1), -dv3(p))
    return close(m, scale=1 + float(np.max(np.abs(p.a))))


def normalized_glm(q):
    return glm.normalize(glm.dquat(*(lambda x, y, z, w: (w, x, y, z))(*power_of_two_scaled(q.a))))


def from_quaternion(q):
    if not np.all(np.isfinite(q.a)):
        return exact(NAN_ROTATION)
    if not np.any(q.a):
        return exact(np.eye(4))
    return close(glm.mat4_cast(normalized_glm(q)), scale=1)


def any_quaternion(g):
    """A quaternion of any length from 0.1 to 10, not normalised."""
    return Q(*(g.quat().a * 10 ** g.uniform(-1, 1)))


def euler_args(g):
    return g.angle(), g.angle(), g.angle(), g.order()


def scipy_euler(a, b, c, order):
    return Rotation.from_euler(order.text, [radians(a), radians(b), radians(c)])


def middle_near_lock(order, middle):
    lock = [0.0, math.pi] if order[0] == order[2] else [-math.pi / 2, math.pi / 2]
    return min(abs(middle - x) for x in lock) < 1e-6


def euler_angles(r, order):
    """scipy's angles, except near gimbal lock, where the first and third
    angles are ill-conditioned (scipy sets the third to 0 within 1e-7 of it,
    Homogeneous within 1e-13): there the angles must give the rotation back."""
    got = r.as_euler(order.text)
    if not middle_near_lock(order.text, got[1]):
        return angles(got)
    return check(lambda ours: float(np.max(np.abs(Rotation.from_euler(order.text, ours).as_matrix() - r.as_matrix()))))


def exact_lock_edges():
    """Rotations built at exact gimbal lock (middle angle ±90°, or 0°/180° for
    proper orders), where scipy and Homogeneous both set the third angle to 0."""
    edges = []
    for order in ORDER_EDGES:
        for middle in ([90.0, -90.0] if order[0] != order[2] else [0.0, 180.0]):
            edges.append((Ang("deg", 25), Ang("deg", middle), Ang("deg", 40), Word(order)))
    return edges


OPS = [
    Op("m.translationInit", lambda g: (g.vec(100),), lambda v: exact(glm.translate(glm.dmat4(1), dv3(v))),
       covers=["Matrix4.init(translation:Vector3)"]),
    Op("m.scaleUniform", lambda g: (g.uniform(-5, 5),), lambda s: exact(np.diag([s, s, s, 1])),
       covers=["Matrix4.init(scale:Double)"]),
    Op("m.scale", lambda g: (g.vec(5),), lambda v: exact(glm.scale(glm.dmat4(1), dv3(v))),
       covers=["Matrix4.init(scale:Vector3)"]),
    Op("m.scaleAbout", lambda g: (g.vec(5), g.vec(10)),
       lambda s, p: close(glm.translate(glm.dmat4(1), dv3(p)) * glm.scale(glm.dmat4(1), dv3(s))
                          * glm.translate(glm.dmat4(1), -dv3(p)), scale=10),
       covers=["Matrix4.init(scale:Vector3,about:Vector3)"]),
    Op("m.rotationX", lambda g: (g.angle(),), lambda a: close(rotate(a, [1, 0, 0]), scale=1),
       covers=["Matrix4.init(rotationX:Angle)"]),
    Op("m.rotationY", lambda g: (g.angle(),), lambda a: close(rotate(a, [0, 1, 0]), scale=1),
       covers=["Matrix4.init(rotationY:Angle)"]),
    Op("m.rotationZ", lambda g: (g.angle(),), lambda a: close(rotate(a, [0, 0, 1]), scale=1),
       covers=["Matrix4.init(rotationZ:Angle)"]),
    Op("m.rotationAxis", lambda g: (g.angle(), g.vec(3)), rotation_about_axis,
       edges=[Edge((Ang("deg", 40), v)) for v in EXTREME_VECTORS + [V3(NAN, 0, 0), V3(0, 0, 0), V3(math.inf, 0, 0)]]
       + [Edge((Ang("rad", NAN), V3(1, 0, 0)))],
       covers=["Matrix4.init(rotation:Angle,axis:Vector3)"]),
    Op("m.rotationAbout", lambda g: (g.angle(), g.vec(3), g.vec(10)), rotation_about_point,
       covers=["Matrix4.init(rotation:Angle,axis:Vector3,about:Vector3)"]),
    Op("m.fromQuaternion", lambda g: (any_quaternion(g),), from_quaternion,
       edges=[Edge((q,)) for q in [Q(0, 0, 0, 0), Q(NAN, 0, 0, 1), Q(1e-200, 2e-200, 0, 1e-200), Q(1e200, 0, 1e200, 0)]],
       covers=["Matrix4.init(_:Quaternion)"]),
    Op("m.trs", lambda g: (g.vec(100), any_quaternion(g), g.vec(5)),
       lambda t, q, s: close(glm.translate(glm.dmat4(1), dv3(t)) * glm.mat4_cast(normalized_glm(q))
                             * glm.scale(glm.dmat4(1), dv3(s)), scale=100),
       covers=["Matrix4.init(translation:Vector3,rotation:Quaternion,scale:Vector3)"]),
    Op("m.euler", euler_args, lambda a, b, c, o: close(embed(scipy_euler(a, b, c, o).as_matrix()), scale=1),
       edges=[Edge(e) for e in exact_lock_edges()], covers=["Matrix4.init(euler:(Angle,Angle,Angle),order:EulerOrder)"]),
    Op("m.eulerAngles", lambda g: (g.rotation(), g.order()),
       lambda m, o: euler_angles(Rotation.from_matrix(m.a[:3, :3]), o),
       edges=[Edge((M(embed(scipy_euler(*e).as_matrix())), e[3])) for e in exact_lock_edges()],
       covers=["Matrix4.eulerAngles(order:EulerOrder)"]),
    Op("q.euler", euler_args, lambda a, b, c, o: rotation(scipy_euler(a, b, c, o).as_quat()),
       edges=[Edge(e) for e in exact_lock_edges()], covers=["Quaternion.init(euler:(Angle,Angle,Angle),order:EulerOrder)"]),
    Op("q.eulerAngles", lambda g: (g.quat(), g.order()), lambda q, o: euler_angles(Rotation.from_quat(q.a), o),
       edges=[Edge((Q(*scipy_euler(*e).as_quat()), e[3])) for e in exact_lock_edges()]
       + [Edge((Q(NAN, 0, 0, 1), Word("xyz")), nans(3))],
       covers=["Quaternion.eulerAngles(order:EulerOrder)"]),
    Op("euler.isProperEuler", lambda g: (g.order(),), lambda o: exact(o.text[0] == o.text[2]),
       covers=["EulerOrder.isProperEuler"]),
]
