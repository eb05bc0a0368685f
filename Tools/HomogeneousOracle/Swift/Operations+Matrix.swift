import Homogeneous

/// Matrix4 algebra: products, application, inverse, determinant, layout.
let matrixOperations: [String: Operation] = [
    "m.multiply": { a in fields(a.matrix() * a.matrix()) },
    "m.multiplyAssign": { a in var m = a.matrix(); m *= a.matrix(); return fields(m) },
    "m.timesVector4": { a in fields(a.matrix() * a.vector4()) },
    "m.transformPoint": { a in fields(a.matrix().transformPoint(a.vector3())) },
    "m.transformDirection": { a in fields(a.matrix().transformDirection(a.vector3())) },
    "m.transformPoints": { a in batch(&a, points: true) },
    "m.transformDirections": { a in batch(&a, points: false) },
    "m.project": { a in fields(a.matrix().project(a.vector3()), fields) },
    "m.transposed": { a in fields(a.matrix().transposed) },
    "m.determinant": { a in fields(a.matrix().determinant) },
    "m.inverse": { a in fields(a.matrix().inverse, fields) },
    "m.rigidInverse": { a in fields(a.matrix().rigidInverse) },
    "m.orthonormalityError": { a in fields(a.matrix().orthonormalityError) },
    "m.linearDeterminant": { a in fields(a.matrix().linearDeterminant) },
    "m.isRotation": { a in fields(a.matrix().isRotation(tolerance: a.number())) },
    "m.orthonormalized": { a in fields(a.matrix().orthonormalized()) },
    "m.isApproximatelyEqual": { a in fields(a.matrix().isApproximatelyEqual(to: a.matrix(), tolerance: a.number())) },
    "m.isFinite": { a in fields(a.matrix().isFinite) },
    "m.translation": { a in fields(a.matrix().translation) },
    "m.setTranslation": { a in var m = a.matrix(); m.translation = a.vector3(); return fields(m) },
    "m.entry": { a in let m = a.matrix(); return fields(m[Int(a.number()), Int(a.number())]) },
    "m.setEntry": { a in
        var m = a.matrix()
        let (r, c) = (Int(a.number()), Int(a.number()))
        m[r, c] = a.number()
        return fields(m)
    },
    "m.columnMajor": { a in a.matrix().columnMajor.map { "\($0)" } },
    "m.columns": { a in
        var m = a.matrix()
        let (c0, c1, c2, c3) = m.columns
        precondition(Matrix4(columns: m.columns) == m && Matrix4(columns: c0, c1, c2, c3) == m)
        m.columns = (c3, c2, c1, c0)
        return fields(m)
    },
    "m.identity": { _ in fields(Matrix4.identity) },
    "m.normalMatrix": { a in fields(a.matrix().normalMatrix, fields) },
    "m.decomposed": { a in
        fields(a.matrix().decomposed()) { fields($0.translation) + fields($0.rotation) + fields($0.scale) }
    },
    "m.decomposedTolerance": { a in
        let m = a.matrix()
        return fields(m.decomposed(tolerance: a.number()) != nil ? 1.0 : 0.0)
    },
]

/// Matrix4 and Quaternion constructors of rotations, scales and translations, and Euler angles.
let transformOperations: [String: Operation] = [
    "m.translationInit": { a in fields(Matrix4(translation: a.vector3())) },
    "m.scaleUniform": { a in fields(Matrix4(scale: a.number())) },
    "m.scale": { a in fields(Matrix4(scale: a.vector3())) },
    "m.scaleAbout": { a in fields(Matrix4(scale: a.vector3(), about: a.vector3())) },
    "m.rotationX": { a in fields(Matrix4(rotationX: a.angle())) },
    "m.rotationY": { a in fields(Matrix4(rotationY: a.angle())) },
    "m.rotationZ": { a in fields(Matrix4(rotationZ: a.angle())) },
    "m.rotationAxis": { a in fields(Matrix4(rotation: a.angle(), axis: a.vector3())) },
    "m.rotationAbout": { a in fields(Matrix4(rotation: a.angle(), axis: a.vector3(), about: a.vector3())) },
    "m.fromQuaternion": { a in fields(Matrix4(a.quaternion())) },
    "m.trs": { a in fields(Matrix4(translation: a.vector3(), rotation: a.quaternion(), scale: a.vector3())) },
    "m.euler": { a in fields(Matrix4(euler: (a.angle(), a.angle(), a.angle()), order: a.order())) },
    "m.eulerAngles": { a in fields(a.matrix().eulerAngles(order: a.order())) },
    "q.euler": { a in fields(Quaternion(euler: (a.angle(), a.angle(), a.angle()), order: a.order())) },
    "q.eulerAngles": { a in fields(a.quaternion().eulerAngles(order: a.order())) },
    "euler.isProperEuler": { a in fields(a.order().isProperEuler) },
]

/// A matrix applied to three points (w = 1) or directions (w = 0) by the
/// three batch forms, into an array, in place through buffers and into a new
/// array, which must agree bit for bit.
func batch(_ a: inout Arguments, points: Bool) -> [String] {
    let m = a.matrix()
    let input = (0..<3).map { _ in a.vector3() }
    var output: [Vector3] = [], inPlace = input
    let fresh: [Vector3]
    if points {
        m.transformPoints(input, into: &output)
        inPlace.withUnsafeMutableBufferPointer { m.transformPoints(UnsafeBufferPointer($0), into: $0) }
        fresh = m.transformPoints(input)
    } else {
        m.transformDirections(input, into: &output)
        inPlace.withUnsafeMutableBufferPointer { m.transformDirections(UnsafeBufferPointer($0), into: $0) }
        fresh = m.transformDirections(input)
    }
    precondition(inPlace == output && fresh == output, "homogeneous-dump: the batch forms disagree")
    return output.flatMap(fields)
}
