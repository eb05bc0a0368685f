import Raster

extension SceneStyle {
    /// A background and a label gradient chosen together (issue 43): every
    /// stop keeps at least 4.5:1 against its background.
    public enum Theme: String, Hashable, Sendable, CaseIterable {
        /// Light labels on a dark blue-black: the default look.
        case dark
        /// Deep red, burnt orange, teal and blue labels on a warm white page.
        case light

        /// The theme's background.
        public var background: Color {
            switch self {
            case .dark: SceneStyle.defaultBackground
            case .light: Color(r: 0xfb, g: 0xf9, b: 0xf4)
            }
        }

        /// The theme's label gradient, heaviest first.
        public var gradient: Gradient {
            switch self {
            case .dark: SceneStyle.defaultGradient
            case .light: Gradient([
                Color(r: 0xc0, g: 0x39, b: 0x2b), Color(r: 0xb4, g: 0x53, b: 0x0a),
                Color(r: 0x0b, g: 0x7a, b: 0x5f), Color(r: 0x2a, g: 0x56, b: 0xb8),
            ])
            }
        }
    }

    /// The default style with `theme`'s background and gradient.
    public init(theme: Theme) {
        self.init(background: theme.background, gradient: theme.gradient)
    }
}
