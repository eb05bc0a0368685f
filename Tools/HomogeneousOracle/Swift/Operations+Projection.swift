import Homogeneous

/// Projections, the camera, viewports and depth ranges.
let projectionOperations: [String: Operation] = [
    "m.perspective": { a in
        fields(Matrix4.perspective(fieldOfViewY: a.angle(), aspect: a.number(), near: a.number(), far: a.number(),
                                   depth: a.depth()), fields)
    },
    "m.perspectiveDefault": { a in
        fields(Matrix4.perspective(fieldOfViewY: a.angle(), aspect: a.number(), near: a.number(), far: a.number()),
               fields)
    },
    "m.perspectiveInfinite": { a in
        fields(Matrix4.perspective(fieldOfViewY: a.angle(), aspect: a.number(), near: a.number(), depth: a.depth()),
               fields)
    },
    "m.frustum": { a in
        fields(Matrix4.frustum(left: a.number(), right: a.number(), bottom: a.number(), top: a.number(),
                               near: a.number(), far: a.number(), depth: a.depth()), fields)
    },
    "m.orthographic": { a in
        fields(Matrix4.orthographic(left: a.number(), right: a.number(), bottom: a.number(), top: a.number(),
                                    near: a.number(), far: a.number(), depth: a.depth()), fields)
    },
    "m.lookAt": { a in fields(Matrix4.lookAt(eye: a.vector3(), target: a.vector3(), up: a.vector3()), fields) },
    "m.unproject": { a in fields(a.matrix().unproject(a.vector3()), fields) },
    "m.projectViewport": { a in
        fields(a.matrix().project(a.vector3(), viewport: a.viewport(), depth: a.depth()), fields)
    },
    "m.unprojectViewport": { a in
        fields(a.matrix().unproject(a.vector3(), viewport: a.viewport(), depth: a.depth()), fields)
    },
    "viewport.window": { a in let v = a.viewport(); return fields(v.window(fromNDC: a.vector3(), depth: a.depth())) },
    "viewport.ndc": { a in let v = a.viewport(); return fields(v.ndc(fromWindow: a.vector3(), depth: a.depth())) },
    "depth.ndcNearAndFar": { a in let (n, f) = a.depth().ndcNearAndFar; return fields(n) + fields(f) },
    "depth.ndcDepth": { a in let d = a.depth(); return fields(d.ndcDepth(fromWindowDepth: a.number())) },
    "depth.windowDepth": { a in let d = a.depth(); return fields(d.windowDepth(fromNDCDepth: a.number())) },
]
