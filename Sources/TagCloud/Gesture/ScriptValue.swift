import Homogeneous

/// Plain values of gesture-script commands.
enum ScriptValue {
    /// The largest distance coordinate accepted, in px.
    static let maximumPixels = 1_000_000.0
    /// The smallest and largest pinch factor and zoom.
    static let zoomRange = 0.001...1000.0

    /// A point or offset `X,Y` in screen pixels.
    static func point(_ text: String) throws(SpecError) -> (x: Double, y: Double) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else {
            throw SpecError("expected a point in px such as 300,0, got \(text.quotedForMessage)")
        }
        var values: [Double] = []
        var offset = 0
        for part in parts {
            guard let v = DecimalNumber.plain(part) else {
                throw SpecError("bad coordinate \(part.quotedForMessage): expected a point in px such as 300,0",
                                offset: offset)
            }
            guard abs(v) <= maximumPixels else {
                throw SpecError("coordinate \(part.quotedForMessage) is out of range: the limit is ±1000000 px",
                                offset: offset)
            }
            values.append(v)
            offset += part.unicodeScalars.count + 1
        }
        return (values[0], values[1])
    }

    /// A pinch factor within ``zoomRange``.
    static func zoomFactor(_ text: String) throws(SpecError) -> Double {
        guard let v = DecimalNumber.plain(text) else {
            throw SpecError("expected a zoom factor such as 1.5, got \(text.quotedForMessage)")
        }
        guard zoomRange.contains(v) else {
            throw SpecError("pinch factor must be between 0.001 and 1000, got \(text.quotedForMessage)")
        }
        return v
    }

    /// A frame rate, greater than 0 and at most ``GestureScript/maximumFPS``.
    static func fps(_ text: String) throws(SpecError) -> Double {
        guard let v = DecimalNumber.plain(text) else {
            throw SpecError("expected a frame rate such as 30, got \(text.quotedForMessage)")
        }
        guard v > 0, v <= GestureScript.maximumFPS else {
            throw SpecError("frame rate must be greater than 0 and at most 1000, got \(text.quotedForMessage)")
        }
        return v
    }

    /// A single angle such as `45`, `-30deg` or `0.8rad`.
    static func angle(_ text: String) throws(SpecError) -> Angle {
        try RotationSpec.parseAngle(ArraySlice(text.unicodeScalars), in: text)
    }
}
