// Batch transforms: one matrix applied to many points or directions, the
// per-frame work of a layout pass. They loop over unsafe buffers, so there is
// no bounds check or copy-on-write check per element.
extension Matrix4 {
    /// Transforms every point of `points` (w = 1) into the same index of `output`.
    ///
    /// `output` must hold at least `points.count` elements; it may be the same
    /// memory as `points` (the transform then happens in place).
    @inlinable
    public func transformPoints(_ points: UnsafeBufferPointer<Vector3>,
                                into output: UnsafeMutableBufferPointer<Vector3>) {
        Matrix4.map(points, into: output) { transformPoint($0) }
    }

    /// Transforms every direction of `directions` (w = 0) into the same index of `output`.
    ///
    /// `output` must hold at least `directions.count` elements; it may be the
    /// same memory as `directions`.
    @inlinable
    public func transformDirections(_ directions: UnsafeBufferPointer<Vector3>,
                                    into output: UnsafeMutableBufferPointer<Vector3>) {
        Matrix4.map(directions, into: output) { transformDirection($0) }
    }

    /// Writes `f(input[i])` to `output[i]` for every `i`: the one loop behind
    /// the batch transforms (inlined, so `f` costs no call).
    @inlinable @inline(__always)
    internal static func map(_ input: UnsafeBufferPointer<Vector3>, into output: UnsafeMutableBufferPointer<Vector3>,
                             _ f: (Vector3) -> Vector3) {
        precondition(output.count >= input.count, "Matrix4 batch transform: output is shorter than the input")
        guard let src = input.baseAddress, let dst = output.baseAddress else { return }
        for i in 0..<input.count {
            dst[i] = f(src[i])
        }
    }

    /// Transforms every point (w = 1), writing into `output`, which is resized
    /// to `points.count` and otherwise reuses its storage (no allocation in a
    /// frame loop once it has grown).
    @inlinable
    public func transformPoints(_ points: [Vector3], into output: inout [Vector3]) {
        Matrix4.resize(&output, to: points.count)
        points.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in transformPoints(src, into: dst) }
        }
    }

    /// Transforms every direction (w = 0), writing into `output`, which is
    /// resized to `directions.count` and otherwise reuses its storage.
    @inlinable
    public func transformDirections(_ directions: [Vector3], into output: inout [Vector3]) {
        Matrix4.resize(&output, to: directions.count)
        directions.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in transformDirections(src, into: dst) }
        }
    }

    /// The transformed points (w = 1), in a new array.
    @inlinable
    public func transformPoints(_ points: [Vector3]) -> [Vector3] {
        var output: [Vector3] = []
        transformPoints(points, into: &output)
        return output
    }

    /// The transformed directions (w = 0), in a new array.
    @inlinable
    public func transformDirections(_ directions: [Vector3]) -> [Vector3] {
        var output: [Vector3] = []
        transformDirections(directions, into: &output)
        return output
    }

    /// Grows or shrinks `array` to `count` elements, keeping its capacity.
    @inlinable
    internal static func resize(_ array: inout [Vector3], to count: Int) {
        if array.count > count {
            array.removeLast(array.count - count)
        } else if array.count < count {
            array.append(contentsOf: repeatElement(Vector3.zero, count: count - array.count))
        }
    }
}
