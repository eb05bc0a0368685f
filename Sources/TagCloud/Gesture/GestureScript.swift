/// A gesture script: the moves of a finger, two fingers or a motor on the
/// tag sphere over time, replayed by ``Replay``.
///
/// ## Syntax
///
/// One command per line. Blank lines are ignored and `#` starts a comment,
/// also after a command (but not inside a quoted tag name). Durations need a
/// unit, `s` or `ms` (`2s`, `0.5s`, `500ms`). Angles are in degrees unless
/// written with `rad` (`45`, `45deg`, `0.8rad`). Distances are screen pixels,
/// x right and y down. Axes are `x`, `y`, `z` or a direction `X,Y,Z` in view
/// space (x right, y up, z toward the viewer), and positive angles follow
/// the right-hand rule about them.
///
/// | Command | Meaning |
/// | --- | --- |
/// | `fps 30` | The frame rate (default 30; `--fps` overrides it). At most once, anywhere in the script. |
/// | `rotate x:15 y:-30` | Turns the sphere instantly, like `--rotate`: `M = Rx(15°)·M` in view space, several in order. Takes no time; any motion goes on. |
/// | `spin y:30/s for 2s` | A motor turns the sphere at a constant rate about a view-space axis (the `/s` is optional). It takes over from any finger or coasting. When it ends the motor lets go: the sphere coasts on at that rate and slows down, as after `release`. |
/// | `drag 300,0 over 0.5s` | One finger touches, catching the sphere (coasting stops), and moves by (dx, dy) px at constant speed. The sphere turns like a ball under the finger: by d / (R·zoom) radians, d the distance, R the sphere's on-screen radius in px at zoom 1, about the screen-plane axis perpendicular to the motion (view axis (dy, dx, 0) / d). A label under the finger stays under it. The finger stays down: until `release`, time passing holds the sphere still. |
/// | `drag from 640,360 to 940,360 over 0.5s` | The same, written with the finger's end points; only their difference matters. |
/// | `release` | The fingers lift. The sphere flings on with the angular velocity of the last drag or twist (none after a pinch or an instant gesture) and slows down exponentially: ω(t) = ω₀·e^(−t/τ), turning a further \|ω₀\|·τ at most (τ is `--inertia`, default 0.325 s). Without fingers down it does nothing. |
/// | `stop` | The sphere halts at once: coasting stops and any finger lifts without a fling. |
/// | `twist 45 over 1s` | Two fingers touch, catching the sphere, and turn it about the view axis at constant speed; positive is counter-clockwise as seen on screen. The fingers stay down; `release` flings the twist's spin. |
/// | `pinch 1.5 over 0.5s` | Two fingers touch, catching the sphere, and zoom by the factor geometrically: zoom(t) = zoom₀·factor^(t / duration), a steady rate of growth. The fingers stay down; `release` leaves no spin. |
/// | `tap "Swift" over 0.6s` | Catches the sphere and turns it along the shortest path until the tag's point is at the front (view (0, 0, 1), nearest the viewer), eased in and out (smoothstep); it ends at rest. The name is quoted (`\"` and `\\` escape) or one word; an exact match wins, else a unique case-insensitive one. An unknown or ambiguous name is an error at the name. |
/// | `wait 1s` | Time passes: a coasting sphere keeps slowing down, a held one stays still. |
///
/// ## Time
///
/// Commands run one after another; the animation lasts the sum of their
/// durations and ends with the script, so end with a `wait` to let a fling or
/// a spin play out. Frame i shows time i / fps, for i in 0 ..< ⌈duration·fps⌉
/// (at least one frame): a 2 s script at 30 fps has 60 frames, the last at
/// 59/30 s, so a looping spin never shows the same pose twice. Motion is
/// evaluated in closed form at any instant, never integrated frame by frame,
/// so every frame rate sees the same sphere at the same time.
///
/// ## Limits
///
/// A duration is at least 0 (a zero duration makes a gesture instant, with no
/// velocity to fling; under 1 µs counts as 0), and all of them together at
/// most 86 400 s. Angles and rates are at most ±1 000 000° (per second),
/// distances ±1 000 000 px, `fps` at most 1000, a pinch factor and the zoom
/// within 0.001…1000, and a replay at most 1 000 000 frames by default.
public struct GestureScript: Hashable, Sendable {
    /// The file name the script came from, for error locations (`-` for standard input).
    public var file: String
    /// The frame rate from the script's `fps` line, if it has one.
    public var fps: Double?
    /// The commands, in order.
    public var commands: [GestureCommand]

    /// The frame rate when neither the script nor the caller sets one.
    public static let defaultFPS = 30.0
    /// The highest frame rate accepted.
    public static let maximumFPS = 1000.0

    /// Creates a script from commands built in code.
    public init(file: String = "-", fps: Double? = nil, commands: [GestureCommand]) {
        self.file = file
        self.fps = fps
        self.commands = commands
    }

    /// Parses a frame rate such as `30` or `29.97` (for `--fps`), the same
    /// way as the script's `fps` line: greater than 0, at most ``maximumFPS``.
    public static func parseFrameRate(_ text: String) throws(SpecError) -> Double {
        try ScriptValue.fps(text)
    }

    /// The total duration in seconds: the sum of the commands' durations.
    public var duration: Double {
        commands.reduce(0) { $0 + $1.duration }
    }
}
