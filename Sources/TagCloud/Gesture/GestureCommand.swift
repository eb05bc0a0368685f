import Homogeneous

/// One line of a gesture script: what to do, and where it was written.
///
/// See ``GestureScript`` for what each action means.
public struct GestureCommand: Hashable, Sendable {
    /// What the command does.
    public enum Action: Hashable, Sendable {
        /// Instant view-space rotations, applied in order (`rotate x:15 y:30`).
        case rotate([RotationSpec])
        /// A motor turning the sphere at `rate` (``RotationSpec/angle`` per second) for `duration` seconds.
        case spin(rate: RotationSpec, duration: Double)
        /// One finger moving by (`dx`, `dy`) screen pixels (y down) at constant speed.
        case drag(dx: Double, dy: Double, duration: Double)
        /// The fingers lift; the sphere coasts with the last gesture's angular velocity.
        case release
        /// The sphere halts at once: no coasting, no finger.
        case stop
        /// Two fingers turning by `angle` about the view axis (positive: counter-clockwise on screen).
        case twist(angle: Angle, duration: Double)
        /// Two fingers zooming by `factor`, geometrically in time.
        case pinch(factor: Double, duration: Double)
        /// An eased turn bringing the tag named `tag` to the front; `tagLocation` is where its name is written.
        case tap(tag: String, tagLocation: SourceLocation, duration: Double)
        /// Time passes.
        case wait(duration: Double)
    }

    /// What the command does.
    public var action: Action
    /// Where the command's first word is.
    public var location: SourceLocation

    /// Creates a command.
    public init(_ action: Action, at location: SourceLocation) {
        self.action = action
        self.location = location
    }

    /// How long the command takes, in seconds (0 for `rotate`, `release` and `stop`).
    public var duration: Double {
        switch action {
        case .rotate, .release, .stop: return 0
        case .spin(_, let d), .drag(_, _, let d), .twist(_, let d), .pinch(_, let d), .tap(_, _, let d),
             .wait(let d):
            return d
        }
    }
}
