import TagCloud

/// `--stretch fill|X[,Y]`: how the sphere is stretched on screen.
enum StretchChoice: Hashable {
    /// Stretched along the image's longer side until it fills the frame
    /// (``TagCloud/LayoutOptions/fillsFrame``).
    case fill
    /// Stretched by these factors (1,1: a round sphere).
    case factors(Stretch)

    /// Parses `fill` or `X[,Y]`.
    static func parse(_ text: String) throws -> StretchChoice {
        text == "fill" ? .fill : .factors(try Stretch.parse(text))
    }

    /// `options` with this stretch.
    func applied(to options: TagCloud.LayoutOptions) -> TagCloud.LayoutOptions {
        var o = options
        switch self {
        case .fill: (o.fillsFrame, o.stretch) = (true, .none)
        case .factors(let s): (o.fillsFrame, o.stretch) = (false, s)
        }
        return o
    }
}
