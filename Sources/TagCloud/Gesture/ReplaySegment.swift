#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// One stretch of time in a ``Replay`` in which the sphere moves by a single
/// closed-form law, starting from a known pose.
struct ReplaySegment: Hashable, Sendable {
    /// How the sphere moves during a segment.
    enum Motion: Hashable, Sendable {
        /// Nothing moves (a held finger, or a wait at rest).
        case still
        /// Constant angular velocity `rate` (rad/s, signed) about the unit view-space `axis`.
        case turn(axis: Vector3, rate: Double)
        /// Coasting: the rate decays as `rate`·e^(−t/τ) about a fixed axis.
        case coast(axis: Vector3, rate: Double, tau: Double)
        /// The rotation `delta` applied on the left, eased in and out (smoothstep).
        case ease(delta: Quaternion)
        /// The zoom grows geometrically by `factor` over the segment.
        case zoom(factor: Double)
    }

    /// When the segment starts, in seconds.
    var start: Double
    /// How long it lasts, in seconds (> 0).
    var duration: Double
    /// The orientation at its start.
    var rotation: Quaternion
    /// The zoom at its start.
    var zoom: Double
    /// The law of motion.
    var motion: Motion

    /// The pose `t` seconds into the segment (0 ≤ t ≤ duration), in closed form.
    func state(after t: Double) -> CameraState {
        let time = start + t
        switch motion {
        case .still:
            return CameraState(time: time, rotation: rotation, zoom: zoom, angularVelocity: .zero)
        case let .turn(axis, rate):
            // Angle grows linearly.
            let q = Quaternion(angle: .radians(rate * t), axis: axis) * rotation
            return CameraState(time: time, rotation: q.normalized, zoom: zoom, angularVelocity: axis * rate)
        case let .coast(axis, rate, tau):
            // ∫ rate·e^(−s/τ) ds from 0 to t = rate·τ·(1 − e^(−t/τ)); expm1 keeps small t exact.
            guard tau > 0 else {
                return CameraState(time: time, rotation: rotation, zoom: zoom, angularVelocity: .zero)
            }
            let angle = rate * tau * -expm1(-t / tau)
            let q = Quaternion(angle: .radians(angle), axis: axis) * rotation
            return CameraState(time: time, rotation: q.normalized, zoom: zoom,
                               angularVelocity: axis * (rate * exp(-t / tau)))
        case let .ease(delta):
            // Smoothstep s(u) = u²(3 − 2u): zero speed at both ends.
            let u = min(max(t / duration, 0), 1)
            let s = u * u * (3 - 2 * u)
            let q = Quaternion.identity.slerp(to: delta, s) * rotation
            let speed = delta.angle.radians * 6 * u * (1 - u) / duration
            let velocity = (delta.axis ?? .zero) * speed
            return CameraState(time: time, rotation: q.normalized, zoom: zoom, angularVelocity: velocity)
        case let .zoom(factor):
            // Geometric: equal ratios in equal times; factor^1 is exactly factor at the end.
            let z = zoom * pow(factor, t / duration)
            return CameraState(time: time, rotation: rotation, zoom: z, angularVelocity: .zero)
        }
    }
}
