import Homogeneous

/// Vector3 and Vector4 operations, and the SIMD conversions.
let vectorOperations: [String: Operation] = [
    "v3.add": { a in fields(a.vector3() + a.vector3()) },
    "v3.sub": { a in fields(a.vector3() - a.vector3()) },
    "v3.neg": { a in fields(-a.vector3()) },
    "v3.scale": { a in fields(a.vector3() * a.number()) },
    "v3.scaleLeft": { a in let s = a.number(); return fields(s * a.vector3()) },
    "v3.divide": { a in fields(a.vector3() / a.number()) },
    "v3.addAssign": { a in var v = a.vector3(); v += a.vector3(); return fields(v) },
    "v3.subAssign": { a in var v = a.vector3(); v -= a.vector3(); return fields(v) },
    "v3.scaleAssign": { a in var v = a.vector3(); v *= a.number(); return fields(v) },
    "v3.dot": { a in fields(a.vector3().dot(a.vector3())) },
    "v3.cross": { a in fields(a.vector3().cross(a.vector3())) },
    "v3.lengthSquared": { a in fields(a.vector3().lengthSquared) },
    "v3.length": { a in fields(a.vector3().length) },
    "v3.normalized": { a in fields(a.vector3().normalized, fields) },
    "v3.angle": { a in fields(a.vector3().angle(to: a.vector3())) },
    "v3.distance": { a in fields(a.vector3().distance(to: a.vector3())) },
    "v3.lerp": { a in fields(a.vector3().lerp(to: a.vector3(), a.number())) },
    "v3.multiply": { a in fields(a.vector3() * a.vector3()) },
    "v3.quotient": { a in fields(a.vector3() / a.vector3()) },
    "v3.min": { a in fields(a.vector3().min(a.vector3())) },
    "v3.max": { a in fields(a.vector3().max(a.vector3())) },
    "v3.isFinite": { a in fields(a.vector3().isFinite) },
    "v3.isApproximatelyEqual": { a in
        fields(a.vector3().isApproximatelyEqual(to: a.vector3(), tolerance: a.number()))
    },
    "v3.simd": { a in let v = a.vector3(); return fields(Vector3(SIMD3<Double>(v))) + fields(SIMD3(v) == SIMD3(v.x, v.y, v.z)) },
    "v3.init": { a in
        let (x, y, z) = (a.number(), a.number(), a.number())
        return fields(Vector3(x: x, y: y, z: z)) + fields(Vector3(x, y, z))
    },
    "v4.init": { a in
        let (x, y, z, w) = (a.number(), a.number(), a.number(), a.number())
        return fields(Vector4(x: x, y: y, z: z, w: w)) + fields(Vector4(x, y, z, w))
    },
    "v3.constants": { _ in fields(Vector3.zero) + fields(Vector3.unitX) + fields(Vector3.unitY) + fields(Vector3.unitZ) },
    "v4.add": { a in fields(a.vector4() + a.vector4()) },
    "v4.sub": { a in fields(a.vector4() - a.vector4()) },
    "v4.scale": { a in fields(a.vector4() * a.number()) },
    "v4.dot": { a in fields(a.vector4().dot(a.vector4())) },
    "v4.dehomogenized": { a in fields(a.vector4().dehomogenized, fields) },
    "v4.xyz": { a in fields(a.vector4().xyz) },
    "v4.fromVector3": { a in let v = a.vector3(); return fields(Vector4(v, w: a.number())) },
    "v4.multiply": { a in fields(a.vector4() * a.vector4()) },
    "v4.quotient": { a in fields(a.vector4() / a.vector4()) },
    "v4.min": { a in fields(a.vector4().min(a.vector4())) },
    "v4.max": { a in fields(a.vector4().max(a.vector4())) },
    "v4.isApproximatelyEqual": { a in
        fields(a.vector4().isApproximatelyEqual(to: a.vector4(), tolerance: a.number()))
    },
    "v4.simd": { a in let v = a.vector4(); return fields(Vector4(SIMD4<Double>(v))) + fields(SIMD4(v) == SIMD4(v.x, v.y, v.z, v.w)) },
]

/// Angle operations; angles print in radians.
let angleOperations: [String: Operation] = [
    "angle.radians": { a in fields(a.angle().radians) },
    "angle.degrees": { a in fields(a.angle().degrees) },
    "angle.setRadians": { a in var x = a.angle(); x.radians = a.number(); return fields(x.degrees) },
    "angle.setDegrees": { a in var x = a.angle(); x.degrees = a.number(); return fields(x.radians) },
    "angle.sineAndCosine": { a in let (s, c) = a.angle().sineAndCosine; return fields(s) + fields(c) },
    "angle.sine": { a in fields(a.angle().sine) },
    "angle.cosine": { a in fields(a.angle().cosine) },
    "angle.add": { a in fields(a.angle() + a.angle()) },
    "angle.sub": { a in fields(a.angle() - a.angle()) },
    "angle.neg": { a in fields(-a.angle()) },
    "angle.scale": { a in fields(a.angle() * a.number()) },
    "angle.scaleLeft": { a in let s = a.number(); return fields(s * a.angle()) },
    "angle.compare": { a in let (x, y) = (a.angle(), a.angle()); return fields(x < y) + fields(x == y) },
    "angle.zero": { _ in fields(Angle.zero) },
]
