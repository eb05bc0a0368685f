/// Why a canvas could not be created.
public enum CanvasError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Width or height is zero or negative.
    case invalidSize(width: Int, height: Int)
    /// `width × height` exceeds the pixel cap given at creation.
    case tooLarge(width: Int, height: Int, maxPixels: Int)

    /// One line saying what is wrong.
    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return "image size \(width)×\(height) is invalid: width and height must be at least 1"
        case let .tooLarge(width, height, maxPixels):
            return "image size \(width)×\(height) exceeds the limit of \(maxPixels) pixels"
        }
    }
}
