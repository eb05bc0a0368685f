/// Frame delays in whole units of a format's clock (GIF: centiseconds;
/// APNG: a fraction of a second), chosen so that time never drifts: frame
/// `i` starts at `round(i × units / fps)`, and its delay is the gap to the
/// next start. At 30 fps in centiseconds that gives 3, 3, 4, 3, 3, 4, …:
/// every 3 frames take exactly 10 cs.
public struct AnimationTiming: Hashable, Sendable {
    /// Frames per second (positive).
    public var fps: Double

    /// The timing for `fps` frames a second.
    public init(fps: Double) {
        self.fps = fps > 0 && fps.isFinite ? fps : 30
    }

    /// The delay of frame `index` in `1/unitsPerSecond` seconds, clamped to 0...65535.
    public func delay(frame index: Int, unitsPerSecond: Int) -> Int {
        func start(_ i: Int) -> Double { (Double(i) * Double(unitsPerSecond) / fps).rounded(.toNearestOrAwayFromZero) }
        return min(65535, max(0, Int(start(index + 1) - start(index))))
    }

    /// APNG's delay of frame `index` as a fraction (numerator, denominator):
    /// `1/fps` exactly for a whole fps up to 65535, else in milliseconds.
    public func fraction(frame index: Int) -> (numerator: UInt16, denominator: UInt16) {
        if fps == fps.rounded(), fps <= 65535, fps >= 1 { return (1, UInt16(fps)) }
        return (UInt16(delay(frame: index, unitsPerSecond: 1000)), 1000)
    }
}
