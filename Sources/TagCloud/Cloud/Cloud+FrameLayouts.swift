extension Cloud {
    /// The layout of every frame of `replay` as JSON Lines, one
    /// ``LayoutResult/jsonLine(frame:time:visible:)`` per frame in `frames`
    /// (clamped to the replay's frames), handed to `body` in order. A label
    /// is visible when its box meets the image and, on an opaque sphere
    /// (``BackfaceMode/hide``), it is in front of the horizon
    /// (``Scene/labelVisibility(depth:)``).
    public func frameLayouts(of replay: Replay, frames: Range<Int>,
                             _ body: (String) throws -> Void) rethrows {
        let scene = Scene(layout: layout, fonts: fonts, style: style)
        let range = frames.clamped(to: 0..<replay.frameCount)
        for index in range {
            let state = replay.state(ofFrame: index)
            let result = layout.frame(orientation: state.orientation, zoom: state.zoom)
            let visible = zip(result.tags, result.inViewport).map { tag, inside in
                inside && tag.alpha > 0 && scene.labelVisibility(depth: tag.depth) > 0
            }
            try body(result.jsonLine(frame: index, time: replay.time(ofFrame: index), visible: visible))
        }
    }
}
