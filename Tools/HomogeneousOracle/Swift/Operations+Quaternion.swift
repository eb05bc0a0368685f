import Homogeneous

/// Quaternion operations.
let quaternionOperations: [String: Operation] = [
    "q.angleAxis": { a in fields(Quaternion(angle: a.angle(), axis: a.vector3())) },
    "q.fromTo": { a in fields(Quaternion(from: a.vector3(), to: a.vector3())) },
    "q.fromMatrix": { a in fields(Quaternion(a.matrix())) },
    "q.fromRotationVector": { a in fields(Quaternion(rotationVector: a.vector3())) },
    "q.rotationVector": { a in fields(a.quaternion().rotationVector) },
    "q.length": { a in fields(a.quaternion().length) },
    "q.normalized": { a in fields(a.quaternion().normalized) },
    "q.conjugate": { a in fields(a.quaternion().conjugate) },
    "q.inverse": { a in fields(a.quaternion().inverse) },
    "q.negate": { a in fields(-a.quaternion()) },
    "q.dot": { a in fields(a.quaternion().dot(a.quaternion())) },
    "q.angle": { a in fields(a.quaternion().angle) },
    "q.axis": { a in fields(a.quaternion().axis, fields) },
    "q.vector": { a in fields(a.quaternion().vector) },
    "q.isSameRotation": { a in fields(a.quaternion().isSameRotation(as: a.quaternion(), tolerance: a.number())) },
    "q.isFinite": { a in fields(a.quaternion().isFinite) },
    "q.multiply": { a in fields(a.quaternion() * a.quaternion()) },
    "q.rotate": { a in fields(a.quaternion().rotate(a.vector3())) },
    "q.timesVector": { a in fields(a.quaternion() * a.vector3()) },
    "q.slerp": { a in fields(a.quaternion().slerp(to: a.quaternion(), a.number())) },
    "q.integrated": { a in
        fields(a.quaternion().integrated(angularVelocity: a.vector3(), duration: a.number()))
    },
    "q.identity": { _ in fields(Quaternion.identity) },
    "q.simd": { a in let q = a.quaternion(); return fields(Quaternion(SIMD4<Double>(q))) },
]
