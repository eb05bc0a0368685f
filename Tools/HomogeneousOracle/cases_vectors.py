"""Oracle cases for Vector3, Vector4 and Angle: PyGLM's double vectors, numpy,
math.hypot (CPython's own overflow-free length) and exact Fractions."""
import math
from fractions import Fraction

import glm
import numpy as np

from oracle_case import Edge, Op
from oracle_support import (V3, V4, Ang, close, exact, fraction_to_float, nans, nil,
                            power_of_two_scaled)

NAN, INF = math.nan, math.inf
TINY, HUGE = V3(1e-200, -2e-200, 3e-200), V3(1e200, -2e200, 3e200)
# Vectors whose squared length underflows or overflows, a subnormal one, and bad ones.
EXTREME = [TINY, HUGE, V3(3e-320, 4e-320, 0), V3(1e-300, 1e300, 0), V3(1.7e308, 1.7e308, 0)]
BAD = [V3(NAN, 0, 0), V3(INF, 1, 1), V3(0, 0, 0)]


def dv(v):
    return glm.dvec3(v.x, v.y, v.z) if isinstance(v, V3) else glm.dvec4(v.x, v.y, v.z, v.w)


def size(*vs):
    return max(float(np.max(np.abs(v.a))) for v in vs)


def length(v):
    return math.hypot(*v.a)


def exact_dot(a, b):
    return fraction_to_float(sum(Fraction(x) * Fraction(y) for x, y in zip(a.a, b.a)))


def exact_cross(a, b):
    (ax, ay, az), (bx, by, bz) = [[Fraction(c) for c in v.a] for v in (a, b)]
    return [ay * bz - az * by, az * bx - ax * bz, ax * by - ay * bx]


def normalized(v):
    """glm.normalize of the vector scaled by a power of two (the same direction)."""
    if not np.all(np.isfinite(v.a)) or not np.any(v.a):
        return nil()
    return close(glm.normalize(glm.dvec3(*power_of_two_scaled(v.a))))


def angle_between(a, b):
    """atan2(|a × b|, a · b) in exact arithmetic, on the vectors scaled by
    powers of two (which changes neither direction)."""
    if not (np.all(np.isfinite(a.a)) and np.all(np.isfinite(b.a))):
        return nans(1)
    a, b = V3(*power_of_two_scaled(a.a)), V3(*power_of_two_scaled(b.a))
    cross = math.sqrt(fraction_to_float(sum(x * x for x in exact_cross(a, b))))
    return close(math.atan2(cross, exact_dot(a, b)))


def component(f):
    return lambda a, b: exact(f(a.a, b.a))


def vec_pair(g):
    return g.vec(), g.vec()


def vec4_pair(g):
    return g.vec4(), g.vec4()


def with_nan(pairs):
    return [Edge(p) for p in pairs]


MIN_MAX_EDGES = with_nan([(V3(NAN, 1, 2), V3(0, NAN, 3)), (V3(-0.0, INF, -INF), V3(0.0, 1, 1))])

OPS = [
    Op("v3.add", vec_pair, lambda a, b: exact(a.a + b.a), covers=["Vector3.+(Vector3,Vector3)", "Vector3.init(_:Double,_:Double,_:Double)", "Vector3.x", "Vector3.y", "Vector3.z"]),
    Op("v3.sub", vec_pair, lambda a, b: exact(a.a - b.a), covers=["Vector3.-(Vector3,Vector3)"]),
    Op("v3.neg", lambda g: (g.vec(),), lambda a: exact(-a.a), covers=["Vector3.-(Vector3)"]),
    Op("v3.scale", lambda g: (g.vec(), g.uniform(-5, 5)), lambda v, s: exact(v.a * s), covers=["Vector3.*(Vector3,Double)"]),
    Op("v3.scaleLeft", lambda g: (g.uniform(-5, 5), g.vec()), lambda s, v: exact(s * v.a), covers=["Vector3.*(Double,Vector3)"]),
    Op("v3.divide", lambda g: (g.vec(), g.uniform(0.1, 5)), lambda v, s: exact(v.a / s), covers=["Vector3./(Vector3,Double)"]),
    Op("v3.addAssign", vec_pair, lambda a, b: exact(a.a + b.a), covers=["Vector3.+=(Vector3,Vector3)"]),
    Op("v3.subAssign", vec_pair, lambda a, b: exact(a.a - b.a), covers=["Vector3.-=(Vector3,Vector3)"]),
    Op("v3.scaleAssign", lambda g: (g.vec(), g.uniform(-5, 5)), lambda v, s: exact(v.a * s), covers=["Vector3.*=(Vector3,Double)"]),
    Op("v3.dot", vec_pair, lambda a, b: close(glm.dot(dv(a), dv(b)), scale=length(a) * length(b)),
       covers=["Vector3.dot(_:Vector3)"]),
    Op("v3.cross", vec_pair, lambda a, b: close(glm.cross(dv(a), dv(b)), scale=length(a) * length(b)),
       covers=["Vector3.cross(_:Vector3)"]),
    Op("v3.lengthSquared", lambda g: (g.vec(),), lambda v: close(fraction_to_float(sum(Fraction(c) ** 2 for c in v.a))),
       covers=["Vector3.lengthSquared"]),
    Op("v3.length", lambda g: (g.vec(),), lambda v: close(length(v)),
       edges=[Edge((v,)) for v in EXTREME + [V3(INF, 0, 0), V3(0, 0, 0)]]
       # Documented: NaN wins over infinity (IEEE hypot would say infinity).
       + [Edge((V3(NAN, INF, 0),), nans(1))],
       covers=["Vector3.length"]),
    Op("v3.normalized", lambda g: (g.vec(),), normalized, edges=[Edge((v,)) for v in EXTREME + BAD],
       covers=["Vector3.normalized"]),
    Op("v3.angle", vec_pair, angle_between,
       edges=[Edge((a, b)) for a, b in [(TINY, HUGE), (TINY, V3(1e-200, 1e-200, 0)), (HUGE, V3(1, 0, 0)),
                                         (V3(1, 0, 0), V3(1, 1e-9, 0)), (V3(1, 0, 0), V3(-1, 1e-12, 0)),
                                         (V3(0, 0, 0), V3(1, 0, 0)), (V3(NAN, 0, 0), V3(1, 0, 0))]],
       covers=["Vector3.angle(to:Vector3)"]),
    Op("v3.distance", vec_pair,
       lambda a, b: close(math.hypot(*(fraction_to_float(Fraction(x) - Fraction(y)) for x, y in zip(a.a, b.a)))),
       edges=[Edge((TINY, V3(0, 0, 0))), Edge((HUGE, V3(-1e200, 0, 0)))], covers=["Vector3.distance(to:Vector3)"]),
    Op("v3.lerp", lambda g: (g.vec(), g.vec(), g.uniform(-0.5, 1.5)),
       lambda a, b, t: close(glm.mix(dv(a), dv(b), t), scale=size(a, b) * (1 + abs(t))),
       covers=["Vector3.lerp(to:Vector3,_:Double)"]),
    Op("v3.multiply", vec_pair, component(np.multiply), covers=["Vector3.*(Vector3,Vector3)"]),
    Op("v3.quotient", vec_pair, component(np.divide), edges=[Edge((V3(1, -1, 0), V3(0, 0, 0)))],
       covers=["Vector3./(Vector3,Vector3)"]),
    Op("v3.min", vec_pair, component(np.minimum), edges=MIN_MAX_EDGES, covers=["Vector3.min(_:Vector3)"]),
    Op("v3.max", vec_pair, component(np.maximum), edges=MIN_MAX_EDGES, covers=["Vector3.max(_:Vector3)"]),
    Op("v3.isFinite", lambda g: (g.vec(),), lambda v: exact(bool(np.all(np.isfinite(v.a)))),
       edges=[Edge((v,)) for v in BAD], covers=["Vector3.isFinite"]),
    Op("v3.isApproximatelyEqual", lambda g: (g.vec(), g.vec(), 10 ** g.uniform(-3, 2)),
       lambda a, b, t: exact(bool(np.all(np.abs(a.a - b.a) <= t))),
       edges=[Edge((V3(1, 2, 3), V3(1, 2, 3 + 1e-10), 1e-9)), Edge((V3(1, 2, NAN), V3(1, 2, NAN), 1e300))],
       covers=["Vector3.isApproximatelyEqual(to:Vector3,tolerance:Double)"]),
    Op("v3.simd", lambda g: (g.vec(),), lambda v: exact(v.a, True),
       covers=["Vector3.init(_:SIMD3<Double>)", "SIMD3.init(_:Vector3)"]),
    Op("v3.init", lambda g: (g.vec(),), lambda v: exact(v.a, v.a),
       covers=["Vector3.init(x:Double,y:Double,z:Double)"]),
    Op("v4.init", lambda g: (g.vec4(),), lambda v: exact(v.a, v.a),
       covers=["Vector4.init(x:Double,y:Double,z:Double,w:Double)"]),
    Op("v3.constants", lambda g: (), lambda: exact([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]), random_count=1,
       covers=["Vector3.zero", "Vector3.unitX", "Vector3.unitY", "Vector3.unitZ"]),
    Op("v4.add", vec4_pair, lambda a, b: exact(a.a + b.a), covers=["Vector4.+(Vector4,Vector4)", "Vector4.init(_:Double,_:Double,_:Double,_:Double)", "Vector4.x", "Vector4.y", "Vector4.z", "Vector4.w"]),
    Op("v4.sub", vec4_pair, lambda a, b: exact(a.a - b.a), covers=["Vector4.-(Vector4,Vector4)"]),
    Op("v4.scale", lambda g: (g.vec4(), g.uniform(-5, 5)), lambda v, s: exact(v.a * s), covers=["Vector4.*(Vector4,Double)"]),
    Op("v4.dot", vec4_pair, lambda a, b: close(glm.dot(dv(a), dv(b)), scale=math.hypot(*a.a) * math.hypot(*b.a)),
       covers=["Vector4.dot(_:Vector4)"]),
    Op("v4.dehomogenized", lambda g: (g.vec4(),),
       lambda v: nil() if v.w == 0 or not np.all(np.isfinite(v.a[:3] / v.w)) else close(v.a[:3] / v.w),
       edges=[Edge((V4(1, 2, 3, 0),)), Edge((V4(1e300, 0, 0, 1e-300),)), Edge((V4(NAN, 0, 0, 1),))],
       covers=["Vector4.dehomogenized"]),
    Op("v4.xyz", lambda g: (g.vec4(),), lambda v: exact(v.a[:3]), covers=["Vector4.xyz"]),
    Op("v4.fromVector3", lambda g: (g.vec(), g.uniform(-2, 2)), lambda v, w: exact(list(v.a) + [w]),
       covers=["Vector4.init(_:Vector3,w:Double)"]),
    Op("v4.multiply", vec4_pair, component(np.multiply), covers=["Vector4.*(Vector4,Vector4)"]),
    Op("v4.quotient", vec4_pair, component(np.divide), covers=["Vector4./(Vector4,Vector4)"]),
    Op("v4.min", vec4_pair, component(np.minimum), edges=[Edge((V4(NAN, 1, 2, 3), V4(0, NAN, 3, -1)))],
       covers=["Vector4.min(_:Vector4)"]),
    Op("v4.max", vec4_pair, component(np.maximum), edges=[Edge((V4(NAN, 1, 2, 3), V4(0, NAN, 3, -1)))],
       covers=["Vector4.max(_:Vector4)"]),
    Op("v4.isApproximatelyEqual", lambda g: (g.vec4(), g.vec4(), 10 ** g.uniform(-3, 2)),
       lambda a, b, t: exact(bool(np.all(np.abs(a.a - b.a) <= t))),
       covers=["Vector4.isApproximatelyEqual(to:Vector4,tolerance:Double)"]),
    Op("v4.simd", lambda g: (g.vec4(),), lambda v: exact(v.a, True),
       covers=["Vector4.init(_:SIMD4<Double>)", "SIMD4.init(_:Vector4)"]),
]


# ---------------------------------------------------------------- angles

def sine_cosine_degrees(d):
    """sin and cos of d degrees: d reduced modulo 360 exactly (fmod is exact),
    then numpy's sin and cos of that in radians."""
    r = math.fmod(d, 360.0)
    return np.sin(np.radians(r)), np.cos(np.radians(r))


def sine_cosine(a):
    if not math.isfinite(a.value):
        return NAN, NAN
    return sine_cosine_degrees(a.value) if a.unit == "deg" else (np.sin(a.value), np.cos(a.value))


def combined(a, b, op):
    """The sum or difference of two angles in radians; degrees stay degrees."""
    if a.unit == b.unit == "deg":
        return np.radians(op(a.value, b.value))
    return op(a.radians, b.radians)


QUARTER_TURNS = [Edge((Ang("deg", d),)) for d in (0, 90, 180, 270, -90, -180, 360, 450, -540, 3870, 1e300)]

ANGLE_OPS = [
    Op("angle.radians", lambda g: (g.angle(),), lambda a: close(np.radians(a.value) if a.unit == "deg" else a.value),
       covers=["Angle.radians", "Angle.degrees(_:Double)", "Angle.radians(_:Double)"]),
    Op("angle.degrees", lambda g: (g.angle(),), lambda a: close(a.value if a.unit == "deg" else np.degrees(a.value)),
       covers=["Angle.degrees"]),
    Op("angle.setRadians", lambda g: (g.angle(), g.uniform(-10, 10)), lambda a, r: close(np.degrees(r)),
       covers=["Angle.init(radians:Double)"]),
    Op("angle.setDegrees", lambda g: (g.angle(), g.uniform(-720, 720)), lambda a, d: close(np.radians(d)),
       covers=["Angle.init(degrees:Double)"]),
    Op("angle.sineAndCosine", lambda g: (g.angle(),), lambda a: close(*sine_cosine(a), scale=1),
       edges=QUARTER_TURNS + [Edge((Ang("deg", NAN),)), Edge((Ang("rad", INF),))], covers=["Angle.sineAndCosine"]),
    Op("angle.sine", lambda g: (g.angle(),), lambda a: close(sine_cosine(a)[0], scale=1), edges=QUARTER_TURNS,
       covers=["Angle.sine"]),
    Op("angle.cosine", lambda g: (g.angle(),), lambda a: close(sine_cosine(a)[1], scale=1), edges=QUARTER_TURNS,
       covers=["Angle.cosine"]),
    Op("angle.add", lambda g: (g.angle(), g.angle()), lambda a, b: close(combined(a, b, lambda x, y: x + y),
                                                                          scale=abs(a.radians) + abs(b.radians)),
       covers=["Angle.+(Angle,Angle)"]),
    Op("angle.sub", lambda g: (g.angle(), g.angle()), lambda a, b: close(combined(a, b, lambda x, y: x - y),
                                                                          scale=abs(a.radians) + abs(b.radians)),
       covers=["Angle.-(Angle,Angle)"]),
    Op("angle.neg", lambda g: (g.angle(),), lambda a: close(-a.radians), covers=["Angle.-(Angle)"]),
    Op("angle.scale", lambda g: (g.angle(), g.uniform(-3, 3)),
       lambda a, s: close(np.radians(a.value * s) if a.unit == "deg" else a.value * s), covers=["Angle.*(Angle,Double)"]),
    Op("angle.scaleLeft", lambda g: (g.uniform(-3, 3), g.angle()),
       lambda s, a: close(np.radians(a.value * s) if a.unit == "deg" else a.value * s), covers=["Angle.*(Double,Angle)"]),
    Op("angle.compare", lambda g: (g.angle(), g.angle()),
       lambda a, b: exact(bool(a.radians < b.radians), bool(a.radians == b.radians)),
       edges=[Edge((Ang("deg", 180), Ang("rad", math.pi))), Edge((Ang("deg", 1), Ang("deg", 2)))],
       covers=["Angle.<(Angle,Angle)", "Angle.==(Angle,Angle)"]),
    Op("angle.zero", lambda g: (), lambda: exact(0.0), random_count=1, covers=["Angle.zero"]),
]
