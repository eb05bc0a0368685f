/// The size of the image the cloud is laid out in, in pixels.
public struct Viewport: Hashable, Sendable {
    /// The width in pixels.
    public var width: Double
    /// The height in pixels.
    public var height: Double

    /// Creates a viewport.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Creates a viewport from whole pixel counts.
    public init(width: Int, height: Int) {
        self.init(width: Double(width), height: Double(height))
    }

    /// The centre, where the sphere's centre is drawn: (width/2, height/2).
    public var center: (x: Double, y: Double) { (width / 2, height / 2) }
}
