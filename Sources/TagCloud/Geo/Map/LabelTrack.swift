import Homogeneous

/// A map's labels through an animation, decided frame by frame in order so
/// that they do not pop or flicker, and stored so that any frame can then be
/// drawn on any thread (frames come out the same for any number of jobs).
///
/// Each frame places labels as a still picture does (heaviest first), with
/// two differences. **Hysteresis:** a label tries its current position
/// first, and keeps it for at least ``hold`` seconds after taking it: in
/// that time it is hidden rather than moved. **Fades:** a label that is
/// dropped or restored fades out or in over ``fade`` seconds of animation
/// time (a label fading out stays where it was).
public struct LabelTrack: Hashable, Sendable {
    /// How long a label fades in or out, in seconds of animation time.
    public static let fade = 0.2
    /// How long a label keeps a position before it may move, in seconds.
    public static let hold = 1.0

    /// The number of tags.
    public let tagCount: Int
    /// Per frame and tag (frame-major): the position drawn, −1 for none.
    private let positions: [Int8]
    /// Per frame and tag: the fade opacity, 0…1.
    private let opacities: [Float]

    /// The number of frames.
    public var frameCount: Int { tagCount == 0 ? 0 : positions.count / tagCount }

    /// The position and opacity of `tag`'s label in frame `frame`.
    public func label(_ tag: Int, frame: Int) -> (position: LabelPosition?, opacity: Double) {
        let k = frame * tagCount + tag
        return (LabelPosition(rawValue: Int(positions[k])), Double(opacities[k]))
    }

    /// Decides the labels of `frames` frames of `scene`, frame `k` posed by
    /// `pose(k)` at `time(k)` seconds.
    public init(scene: Scene, frames: Int, pose: (Int) -> CameraState, time: (Int) -> Double) {
        let n = scene.layout.tags.count
        tagCount = n
        var positions = [Int8](repeating: -1, count: max(0, frames) * n)
        var opacities = [Float](repeating: 0, count: max(0, frames) * n)
        var last = [LabelPosition?](repeating: nil, count: n)
        var moved = [Double](repeating: -.infinity, count: n)
        var opacity = [Double](repeating: 0, count: n)
        var previousTime = 0.0
        for k in 0..<max(0, frames) {
            let t = time(k)
            let state = pose(k)
            let frame = scene.mapFrame(orientation: state.orientation, zoom: state.zoom)
            let placed = scene.placedLabels(frame) { i in
                guard let p = last[i] else { return LabelPosition.allCases }
                return t - moved[i] < Self.hold ? [p] : [p] + LabelPosition.allCases.filter { $0 != p }
            }
            let step = k == 0 ? 1 : max(0, t - previousTime) / Self.fade
            for i in 0..<n {
                let target: Double
                if let q = placed[i].position {
                    if q != last[i] { moved[i] = t }
                    last[i] = q
                    target = 1
                } else {
                    target = 0
                }
                opacity[i] = target > opacity[i] ? min(target, opacity[i] + step) : max(target, opacity[i] - step)
                if opacity[i] > 0, let p = last[i] { positions[k * n + i] = Int8(p.rawValue) }
                opacities[k * n + i] = Float(opacity[i])
            }
            previousTime = t
        }
        self.positions = positions
        self.opacities = opacities
    }
}

extension Scene {
    /// The labels of frame `frame` of `track` placed in that frame's geometry.
    func placedLabels(_ frame: MapFrame, track: LabelTrack, index: Int) -> [PlacedLabel] {
        let placer = self.placer
        var placed = frame.places.map { place in
            let (position, opacity) = index < track.frameCount && place.index < track.tagCount
                ? track.label(place.index, frame: index) : (nil, 0)
            let shown = position != nil && opacity > 0 && place.front
            return PlacedLabel(index: place.index, marker: place.point, marked: place.front,
                               position: shown ? position : nil, box: placer.box(place, position ?? .upperRight),
                               reason: shown ? nil : (place.front ? .collision : .farSide), opacity: opacity)
        }
        // A marker under another place's label fades out as that label fades in.
        var shown = CollisionGrid(width: layout.viewport.width, height: layout.viewport.height)
        var owner: [Int] = []
        for (k, label) in placed.enumerated() where label.visible {
            shown.add(box: label.box)
            owner.append(k)
        }
        for k in placed.indices where placed[k].marked {
            guard let box = placer.markerBox(placed[k].marker) else { continue }
            let cover = shown.boxes(meeting: box).map { owner[$0] }.filter { $0 != k }
                .map { placed[$0].opacity }.max() ?? 0
            placed[k].markerOpacity = max(0, 1 - cover)
            if placed[k].markerOpacity == 0 {
                placed[k].marked = false
                if placed[k].position == nil { placed[k].reason = .covered }
            }
        }
        return placed
    }

    /// One frame of an animated map: as ``mapDrawList(orientation:zoom:labels:)``
    /// with the labels `track` decided for frame `index`.
    public func mapDrawList(orientation: Matrix4, zoom: Double, track: LabelTrack, index: Int) -> DrawList {
        let frame = mapFrame(orientation: orientation, zoom: zoom)
        return mapDrawList(frame, orientation: orientation, zoom: zoom,
                           labels: placedLabels(frame, track: track, index: index))
    }
}
