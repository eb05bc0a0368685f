extension Cloud {
    /// The layout of every frame of `replay` as JSON Lines, one
    /// ``LayoutResult/jsonLine(frame:time:visible:opacity:map:)`` per frame in
    /// `frames` (clamped to the replay's frames), handed to `body` in order. A
    /// label is visible when its box meets the image and, on an opaque sphere
    /// (``BackfaceMode/hide``), it is in front of the horizon
    /// (``Scene/labelVisibility(depth:)``); its `opacity` is the factor on its
    /// `alpha` the frame is drawn with
    /// (``Scene/drawnOpacities(_:orientation:zoom:declutterPoses:)``: the
    /// fade at an opaque sphere's rim, and the ``style``'s declutter fade).
    ///
    /// On a map (``map`` set) each line carries what the animation draws:
    /// the labels decided through the whole replay as animate decides them
    /// (a ``LabelTrack``: hysteresis and fades), each place's `marker`, its
    /// `box` as placed, `visible`, `reason` when hidden and `opacity` (its
    /// fade at the rim times its fade in and out, the factor on `alpha`).
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
                let window = FrameRecipe.declutterPoses(scene, replay, frame: index)
                let opacity = scene.drawnOpacities(result, orientation: state.orientation, zoom: state.zoom,
                                                   declutterPoses: window)
                let inside = result.inViewport
                let visible = result.tags.indices.map { k in
                    inside[k] && result.tags[k].alpha > 0 && opacity[k] > 0
                }
                try body(result.jsonLine(frame: index, time: replay.time(ofFrame: index), visible: visible,
                                         opacity: opacity))
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
            let opacity = placed.indices.map { frame.opacity(of: placed[$0], at: $0) }
            try body(result.jsonLine(frame: index, time: replay.time(ofFrame: index),
                                     visible: placed.map(\.visible), opacity: opacity, map: placed))
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
