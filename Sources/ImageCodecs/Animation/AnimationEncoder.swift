import Raster

/// Writes an animation file a frame at a time into a byte sink, so that the
/// file never has to be in memory: ``start(into:)``, then ``append(_:frame:into:)``
/// for each frame in order, then ``finish(into:)``. Each call appends bytes
/// to `sink`; the caller writes them out and empties it between calls.
///
/// Frames are first made ready with ``prepare(_:into:using:)``, which depends
/// on no other frame and can run on any thread; ``append(_:frame:into:)``
/// compares each frame with the one before, so it goes in frame order.
/// ``GIFAnimationEncoder`` and ``APNGEncoder`` conform.
public protocol AnimationEncoder: Sendable {
    /// What a thread keeps between the frames it prepares (a colour cache).
    associatedtype Preparer: Sendable

    /// A fresh preparer for one thread.
    func makePreparer() -> Preparer

    /// Converts `canvas` into `frame` (reusing its storage).
    func prepare(_ canvas: Canvas, into frame: inout AnimationFrame, using preparer: inout Preparer)

    /// Appends the file's header.
    mutating func start(into sink: inout [UInt8])

    /// Appends frame number `index` (counted from the animation's first
    /// frame, for its delay), which must have the animation's size.
    mutating func append(_ frame: AnimationFrame, frame index: Int, into sink: inout [UInt8])

    /// Appends the file's end.
    mutating func finish(into sink: inout [UInt8])
}
