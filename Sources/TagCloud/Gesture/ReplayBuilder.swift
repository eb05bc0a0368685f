#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// Walks a script's commands once, tracking the physical state between them
/// and recording a ``ReplaySegment`` for every timed stretch.
struct ReplayBuilder {
    let options: ReplayOptions
    let fps: Double
    let tagPoints: [String: Vector3]
    /// The time reached so far.
    var time = 0.0
    /// The orientation reached so far.
    var rotation: Quaternion
    /// The zoom reached so far.
    var zoom: Double
    /// With fingers down: the velocity a release would fling. Otherwise the coasting velocity.
    var velocity = Vector3.zero
    /// True while a finger (or two) holds the sphere.
    var held = false
    /// The segments recorded so far.
    var segments: [ReplaySegment] = []

    init(options: ReplayOptions, fps: Double, tagPoints: [String: Vector3]) {
        self.options = options
        self.fps = fps
        self.tagPoints = tagPoints
        self.rotation = Quaternion(options.initialOrientation)
        self.zoom = options.initialZoom
    }

    /// The pose after everything applied so far.
    var finalState: CameraState {
        CameraState(time: time, rotation: rotation, zoom: zoom, angularVelocity: held ? .zero : velocity)
    }

    /// Applies one command.
    mutating func apply(_ command: GestureCommand) throws(InputError) {
        let d = command.duration
        guard d >= 0, d.isFinite else {
            throw InputError("duration must be a finite number of seconds, at least 0", at: command.location)
        }
        switch command.action {
        case let .rotate(specs):
            // Instant, in view space, in order; motion goes on.
            for spec in specs { rotation = (spec.quaternion * rotation).normalized }
        case .release:
            // Lifting the fingers turns the last gesture's velocity into coasting.
            if held { letGo(with: velocity) }
        case .stop:
            held = false
            velocity = .zero
        case .wait:
            // Held: still. Free: coast on, decaying.
            guard d > 0 else { break }
            if held || velocity == .zero {
                emit(d, .still)
            } else if let axis = velocity.normalized {
                velocity = emit(d, .coast(axis: axis, rate: velocity.length, tau: options.inertia)).angularVelocity
            }
        case let .spin(rate, _):
            // A motor: takes over, and lets the sphere coast at its rate afterwards.
            held = false
            if d > 0 { emit(d, .turn(axis: rate.axis, rate: rate.angle.radians)) }
            letGo(with: rate.axis * rate.angle.radians)
        case let .drag(dx, dy, _):
            // Ball under the finger: d / (R·zoom) radians about (dy, dx, 0) / d.
            let distance = (dx * dx + dy * dy).squareRoot()
            let axis = distance > 0 ? Vector3(dy / distance, dx / distance, 0) : .unitZ
            turnHeld(axis: axis, angle: distance / (options.sphereRadius * zoom), over: d)
        case let .twist(angle, _):
            turnHeld(axis: .unitZ, angle: angle.radians, over: d)
        case let .pinch(factor, _):
            let target = zoom * factor
            guard factor.isFinite, ScriptValue.zoomRange.contains(target) else {
                throw InputError("this pinch takes the zoom to \(target), outside 0.001…1000", at: command.location)
            }
            held = true
            velocity = .zero
            if d > 0 { emit(d, .zoom(factor: factor)) } else { zoom = target }
        case let .tap(tag, tagLocation, _):
            // Shortest rotation bringing the tag's current view position to the front.
            let point = try Self.lookUp(tag, in: tagPoints, at: tagLocation)
            let delta = Quaternion(from: rotation.rotate(point), to: .unitZ)
            held = false
            velocity = .zero
            if d > 0 { emit(d, .ease(delta: delta)) } else { rotation = (delta * rotation).normalized }
        }
        try checkFrameLimit(at: command.location)
    }

    /// A finger gesture turning the sphere by `angle` about `axis` at constant speed; the finger stays down.
    private mutating func turnHeld(axis: Vector3, angle: Double, over d: Double) {
        held = true
        guard d > 0 else {
            // Instant: no speed to fling.
            rotation = (Quaternion(angle: .radians(angle), axis: axis) * rotation).normalized
            velocity = .zero
            return
        }
        emit(d, .turn(axis: axis, rate: angle / d))
        velocity = axis * (angle / d)
    }

    /// The fingers (or the motor) let go; the sphere coasts at `v` unless τ is 0.
    private mutating func letGo(with v: Vector3) {
        held = false
        velocity = options.inertia > 0 ? v : .zero
    }

    /// Records a segment from the current pose and moves to its end; returns the end state.
    @discardableResult
    private mutating func emit(_ d: Double, _ motion: ReplaySegment.Motion) -> CameraState {
        let segment = ReplaySegment(start: time, duration: d, rotation: rotation, zoom: zoom, motion: motion)
        segments.append(segment)
        let end = segment.state(after: d)
        rotation = end.rotation
        zoom = end.zoom
        time += d
        return end
    }

    /// Fails once the animation so far needs more frames than allowed.
    private func checkFrameLimit(at location: SourceLocation) throws(InputError) {
        let frames = time * fps - 1e-6
        guard frames <= Double(options.maxFrames) else {
            throw InputError("the animation would need more than \(options.maxFrames) frames at "
                + "\(fps.plainText) fps (it reaches \(time.plainText) s here)", at: location)
        }
    }
}
