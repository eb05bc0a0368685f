#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Homogeneous

/// The settings a ``Replay`` needs besides the script, validated on creation
/// so that a replay never sees an impossible value.
public struct ReplayOptions: Hashable, Sendable {
    /// The sphere's on-screen radius in pixels at zoom 1 (from the layout pass).
    public private(set) var sphereRadius: Double
    /// The orientation at time 0, before the script's first command (e.g. from `--rotate`).
    public private(set) var initialOrientation: Matrix4
    /// The zoom at time 0.
    public private(set) var initialZoom: Double
    /// The inertia time constant τ in seconds: after a release the angular
    /// velocity decays as e^(−t/τ). Zero stops the sphere dead on release.
    public private(set) var inertia: Double
    /// A frame rate that overrides the script's `fps` line (`--fps`), if any.
    public private(set) var fps: Double?
    /// The most frames a replay may have.
    public private(set) var maxFrames: Int

    /// The default τ, matching TagCanvas's deceleration of 0.95 per frame at
    /// 60 fps: −1 / (60 · ln 0.95) ≈ 0.325 s.
    public static let defaultInertia = -1 / (60 * log(0.95))
    /// The longest τ accepted, in seconds.
    public static let maximumInertia = 1000.0
    /// The default frame limit, `tagcloud animate --max-frames`'s: 100,000
    /// frames (55 minutes at 30 fps), so a typo in a duration cannot fill a
    /// disk; up to ``maximumFrames`` may be allowed.
    public static let defaultMaxFrames = 100_000
    /// The most frames any replay may have: 1,000,000 (9.3 hours at 30 fps).
    /// A larger frame limit is refused, so no option can lift it.
    public static let maximumFrames = 1_000_000

    /// Validates and stores the settings.
    ///
    /// - Throws: ``SpecError`` when the radius is not positive and finite, the
    ///   orientation is not a finite rotation, the zoom is outside 0.001…1000,
    ///   τ is outside 0…1000 s, the frame rate is not in (0, 1000], or the
    ///   frame limit is outside 1…``maximumFrames``.
    public init(sphereRadius: Double, initialOrientation: Matrix4 = .identity, initialZoom: Double = 1,
                inertia: Double = ReplayOptions.defaultInertia, fps: Double? = nil,
                maxFrames: Int = ReplayOptions.defaultMaxFrames) throws(SpecError) {
        guard sphereRadius > 0, sphereRadius.isFinite else {
            throw SpecError("sphere radius must be a positive number of pixels, got \(sphereRadius)")
        }
        guard initialOrientation.isFinite, initialOrientation.isRotation(tolerance: 1e-6) else {
            throw SpecError("initial orientation must be a rotation")
        }
        guard ScriptValue.zoomRange.contains(initialZoom) else {
            throw SpecError("zoom must be between 0.001 and 1000, got \(initialZoom)")
        }
        guard inertia >= 0, inertia <= Self.maximumInertia else {
            throw SpecError("inertia must be between 0 and 1000 s, got \(inertia)")
        }
        if let fps, !(fps > 0 && fps <= GestureScript.maximumFPS) {
            throw SpecError("frame rate must be greater than 0 and at most 1000, got \(fps)")
        }
        guard maxFrames >= 1, maxFrames <= Self.maximumFrames else {
            throw SpecError("the frame limit must be between 1 and \(Self.maximumFrames), got \(maxFrames)")
        }
        self.sphereRadius = sphereRadius
        self.initialOrientation = initialOrientation
        self.initialZoom = initialZoom
        self.inertia = inertia
        self.fps = fps
        self.maxFrames = maxFrames
    }
}
