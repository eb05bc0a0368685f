extension Scene {
    /// In ``BackfaceMode/hide`` mode, how far in front of the horizon (in
    /// view z) a label is fully opaque; nearer the horizon it fades out, so a
    /// label turning over the rim disappears smoothly instead of popping.
    public static let labelHorizonBand = 0.08

    /// The factor on the opacity of a label whose point is at view depth
    /// `depth`. In ``BackfaceMode/fade`` mode (the sphere is transparent) it
    /// is 1. In ``BackfaceMode/hide`` mode (the sphere is opaque, as a globe)
    /// it is 0 at or behind the horizon — view z 0 for the orthographic view,
    /// 1/D for a perspective camera D radii away, the same horizon curves are
    /// cut at — and eases (smoothstep) to 1 at ``labelHorizonBand`` in front of it.
    public func labelVisibility(depth: Double) -> Double {
        guard style.backface == .hide else { return 1 }
        var horizon = 0.0
        if case .perspective(let d) = layout.options.projection, d > 1 { horizon = 1 / d }
        let t = min(1, max(0, (depth - horizon) / Self.labelHorizonBand))
        return t * t * (3 - 2 * t)
    }

    /// The tag with its opacity scaled by ``labelVisibility(depth:)``, or nil
    /// when that is 0.
    func visible(_ tag: LaidOutTag) -> LaidOutTag? {
        let factor = labelVisibility(depth: tag.depth)
        guard factor > 0 else { return nil }
        var copy = tag
        copy.alpha *= factor
        return copy
    }
}
