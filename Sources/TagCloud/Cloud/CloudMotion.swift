import Homogeneous

/// How a ``Cloud`` moves, which chooses the command line's defaults for it:
/// the sphere's shape, where the tags go, and whether covered labels fade.
///
/// | Motion | As | Shape | Tags placed | Covered labels |
/// |---|---|---|---|---|
/// | ``still`` | `tagcloud render`, `layout` | stretched to fill the frame | for the view | drawn as placed |
/// | ``spin(_:)`` | `tagcloud animate` (`--spin`) | round | for the spin | drawn as placed |
/// | ``script`` | `tagcloud animate --script` | round | evenly on the sphere | fade |
///
/// Pass one to ``Cloud/init(tags:points:motion:maxTags:viewport:options:lattice:font:fallbacks:direction:)``,
/// then call ``Cloud/place(_:)`` once the cloud is framed.
public enum CloudMotion: Hashable, Sendable {
    /// A still image: the sphere stretched to fill the frame
    /// (``LayoutOptions/fillsFrame``), the tags placed for the view
    /// (``ViewPlacement``).
    case still
    /// A steady spin at a rate per second about a view axis: a round
    /// sphere, the tags placed for the spin (``SpinPlacement``).
    case spin(RotationSpec)
    /// A replayed gesture script: a round sphere, the tags on the even
    /// lattice (the script may turn any way), covered labels fading
    /// (``Declutter/fade``).
    case script

    /// The spin `tagcloud animate` turns by when given no `--spin` or
    /// `--script`: 20° a second about the view's y axis (`y:20`).
    public static let defaultSpin = RotationSpec(axis: .unitY, angle: .degrees(20))

    /// A spin at ``defaultSpin``: what `tagcloud animate` draws by default.
    public static let animate = CloudMotion.spin(defaultSpin)

    /// The length of a spin at a rate of 0, which has no turn to complete: 6 seconds.
    public static let stillSpinSeconds = 6.0

    /// Whether the layout stretches the sphere to fill the frame: only for a still.
    public var fillsFrame: Bool { self == .still }

    /// Whether covered labels fade: ``Declutter/fade`` for a script, else ``Declutter/off``.
    public var declutter: Declutter { self == .script ? .fade : .off }

    /// The length of one full turn of `rate`, in seconds (so that an
    /// animation of it loops seamlessly), or ``stillSpinSeconds`` for a rate of 0.
    public static func fullTurnSeconds(of rate: RotationSpec) -> Double {
        let degrees = abs(rate.angle.degrees)
        return degrees > 0 ? 360 / degrees : stillSpinSeconds
    }
}
