import Homogeneous
import Testing

@Suite struct BatchTests {
    @Test func batchTransformsMatchOneAtATime() {
        var rng = SplitMix64(seed: 60)
        let m = rng.affine()
        let points = (0..<1000).map { _ in rng.vector(10) }
        let expectedPoints = points.map { m.transformPoint($0) }
        let expectedDirections = points.map { m.transformDirection($0) }
        #expect(m.transformPoints(points) == expectedPoints)
        #expect(m.transformDirections(points) == expectedDirections)
        // The translation makes the two differ.
        #expect(expectedPoints != expectedDirections)

        // Into an existing array: grown, shrunk, reused.
        var output = [Vector3](repeating: Vector3(9, 9, 9), count: 3)
        m.transformPoints(points, into: &output)
        #expect(output == expectedPoints)
        m.transformDirections(Array(points.prefix(10)), into: &output)
        #expect(output == Array(expectedDirections.prefix(10)))
        m.transformPoints([], into: &output)
        #expect(output.isEmpty)
    }

    @Test func batchTransformWorksInPlace() {
        var rng = SplitMix64(seed: 61)
        let m = Matrix4(rotation: .degrees(20), axis: Vector3(1, 1, 0), about: Vector3(1, 2, 3))
        var points = (0..<100).map { _ in rng.vector(10) }
        let expected = points.map { m.transformPoint($0) }
        points.withUnsafeMutableBufferPointer { buffer in
            m.transformPoints(UnsafeBufferPointer(buffer), into: buffer)
        }
        #expect(points == expected)
    }
}
