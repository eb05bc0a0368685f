extension Cloud {
    /// The layout of every frame of `replay` as JSON Lines, one
    /// ``LayoutResult/jsonLine(frame:time:visible:map:)`` per frame in `frames`
    /// (clamped to the replay's frames), handed to `body` in order. A label
    /// is visible when its box meets the image and, on an opaque sphere
    /// (``BackfaceMode/hide``), it is in front of the horizon
    /// (``Scene/labelVisibility(depth:)``).
    ///
    /// On a map (``map`` set) each line carries what the animation draws:
    /// the labels decided through the whole replay as animate decides them
    /// (a ``LabelTrack``: hysteresis and fades), each place's `marker`, its
    /// `box` as placed, `visible`, `reason` when hidden and `opacity` (its fade).
    /// - Throws: ``RoutePointsError`` on a map whose routes take too many
    ///   points (as drawing would), or what `body` throws.
    public func frameLayouts(of replay: Replay, frames: Range<Int>,
                             _ body: (String) throws -> Void) throws {
        let range = frames.clamped(to: 0..<replay.frameCount)
        guard map != nil else {
            let scene = Scene(layout: layout, fonts: fonts, style: style)
            for index in range {
                let state = replay.state(ofFrame: index)
                let result = layout.frame(orientation: state.orientation, zoom: state.zoom)
                let visible = zip(result.tags, result.inViewport).map { tag, inside in
                    inside && tag.alpha > 0 && scene.labelVisibility(depth: tag.depth) > 0
                }
                try body(result.jsonLine(frame: index, time: replay.time(ofFrame: index), visible: visible))
            }
            return
        }
        let scene = try self.scene(samplingZoom: replay.largestZoom)
        let track = LabelTrack(scene: scene, frames: range.isEmpty ? 0 : range.upperBound,
                               pose: replay.state(ofFrame:), time: replay.time(ofFrame:))
        for index in range {
            let state = replay.state(ofFrame: index)
            let frame = scene.mapFrame(orientation: state.orientation, zoom: state.zoom)
            let placed = scene.placedLabels(frame, track: track, index: index)
            var result = frame.layout
            result.place(placed)
            try body(result.jsonLine(frame: index, time: replay.time(ofFrame: index),
                                     visible: placed.map(\.visible), map: placed))
        }
    }
}

extension LayoutResult {
    /// Moves each tag's box (and baseline) to where `labels` placed it.
    public mutating func place(_ labels: [PlacedLabel]) {
        for label in labels {
            let ascent = tags[label.index].baseline - tags[label.index].box.minY
            tags[label.index].box = label.box
            tags[label.index].baseline = label.box.minY + ascent
        }
    }
}
