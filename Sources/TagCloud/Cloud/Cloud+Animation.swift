extension Cloud {
    /// Replay options that start at the cloud's pose: its ``orientation``
    /// and ``zoom``, on a sphere of the layout's base radius.
    /// - Throws: ``SpecError`` for an out-of-range inertia, frame rate or frame cap.
    public func replayOptions(inertia: Double = ReplayOptions.defaultInertia, fps: Double? = GestureScript.defaultFPS,
                              maxFrames: Int = ReplayOptions.maximumFrames) throws(SpecError) -> ReplayOptions {
        try ReplayOptions(sphereRadius: layout.baseRadius, initialOrientation: orientation, initialZoom: zoom,
                          inertia: inertia, fps: fps, maxFrames: maxFrames)
    }

    /// A constant spin at `rate` for `seconds` from the cloud's pose, at
    /// `fps` frames a second, as `tagcloud animate --spin RATE --duration
    /// SECONDS` poses it; pass a frame's ``Replay/state(ofFrame:)`` to
    /// ``encoded(as:at:)`` to draw it.
    /// - Throws: ``SpecError`` for a bad frame rate, ``InputError`` for a
    ///   bad duration or one needing more frames than the cap.
    public func spin(_ rate: RotationSpec, seconds: Double, fps: Double = GestureScript.defaultFPS) throws -> Replay {
        try Replay(spin: rate, duration: seconds, options: replayOptions(fps: fps))
    }
}
