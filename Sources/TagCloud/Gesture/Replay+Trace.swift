import Foundation
import Homogeneous

extension Replay {
    /// One line of JSON describing frame `index`, for `--trace`:
    ///
    /// ```json
    /// {"frame":3,"time":0.100000000,"orientation":[16 numbers, row-major],"zoom":1.000000000,"angularVelocity":[x,y,z]}
    /// ```
    ///
    /// Every number but the frame has nine decimals, so the same frame always
    /// gives the same bytes; the angular velocity is in view space, rad/s.
    public func traceLine(frame index: Int) -> String {
        Self.traceLine(frame: index, state: state(ofFrame: index))
    }

    /// The ``traceLine(frame:)`` text for a given state.
    public static func traceLine(frame index: Int, state: CameraState) -> String {
        let m = state.orientation.rowMajor.map(fixed).joined(separator: ",")
        let v = state.angularVelocity
        let w = [v.x, v.y, v.z].map(fixed).joined(separator: ",")
        return "{\"frame\":\(index),\"time\":\(fixed(state.time)),\"orientation\":[\(m)],"
            + "\"zoom\":\(fixed(state.zoom)),\"angularVelocity\":[\(w)]}"
    }

    /// `x` with nine decimals, locale-free, without a sign on zero; non-finite values become `null`.
    static func fixed(_ x: Double) -> String {
        guard x.isFinite else { return "null" }
        let text = String(format: "%.9f", x)
        // "-0.000000000" is zero: drop the sign so rounding never shows as a flicker.
        if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
            return String(text.dropFirst())
        }
        return text
    }
}
