extension Cloud {
    /// Replay options that start at the cloud's pose: its ``orientation``
    /// and ``zoom``, on a sphere of the layout's base radius.
    /// - Throws: ``SpecError`` for an out-of-range inertia, frame rate or frame cap.
    public func replayOptions(inertia: Double = ReplayOptions.defaultInertia, fps: Double? = GestureScript.defaultFPS,
                              maxFrames: Int = ReplayOptions.defaultMaxFrames) throws(SpecError) -> ReplayOptions {
        try ReplayOptions(sphereRadius: layout.baseRadius, initialOrientation: orientation, initialZoom: zoom,
                          inertia: inertia, fps: fps, maxFrames: maxFrames)
    }

    /// A constant spin at `rate` for `seconds` from the cloud's pose, at
    /// `fps` frames a second, as `tagcloud animate --spin RATE --duration
    /// SECONDS` poses it; pass a frame's ``Replay/state(ofFrame:)`` to
    /// ``encoded(as:at:)`` to draw it. The rate is by default the
    /// ``motion``'s (``CloudMotion/defaultSpin`` when it is not a spin), and
    /// the length one full turn of it (``CloudMotion/fullTurnSeconds(of:)``),
    /// so that the animation loops, as `tagcloud animate` does.
    /// - Throws: ``SpecError`` for a bad frame rate, ``InputError`` for a
    ///   bad duration or one needing more frames than the cap.
    public func spin(_ rate: RotationSpec? = nil, seconds: Double? = nil,
                     fps: Double = GestureScript.defaultFPS) throws -> Replay {
        let rate = rate ?? spinRate
        return try Replay(spin: rate, duration: seconds ?? CloudMotion.fullTurnSeconds(of: rate),
                          options: replayOptions(fps: fps))
    }

    /// The ``motion``'s spin rate, or ``CloudMotion/defaultSpin``.
    var spinRate: RotationSpec {
        if case .spin(let rate) = motion { return rate }
        return CloudMotion.defaultSpin
    }
}
