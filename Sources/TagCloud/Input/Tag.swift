import Raster

/// One word or phrase of a tag cloud and how much it weighs.
///
/// The weight sets the label's font size (see ``LayoutOptions/scaleBy``);
/// the input parser only ever produces finite, positive weights.
public struct Tag: Hashable, Sendable {
    /// The label, as it is drawn.
    public var text: String
    /// The tag's weight: a count or a user-given positive number.
    public var weight: Double
    /// The label's own colour, from a `color` column or field of the input;
    /// nil takes the style's gradient by weight.
    public var color: Color?

    /// Creates a tag.
    public init(text: String, weight: Double, color: Color? = nil) {
        self.text = text
        self.weight = weight
        self.color = color
    }
}

extension Tag: CustomStringConvertible {
    /// `text (weight)`.
    public var description: String { "\(text) (\(weight))" }
}
