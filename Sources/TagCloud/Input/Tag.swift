/// One word or phrase of a tag cloud and how much it weighs.
///
/// The weight sets the label's font size (see ``LayoutOptions/scaleBy``);
/// the input parser only ever produces finite, positive weights.
public struct Tag: Hashable, Sendable {
    /// The label, as it is drawn.
    public var text: String
    /// The tag's weight: a count or a user-given positive number.
    public var weight: Double

    /// Creates a tag.
    public init(text: String, weight: Double) {
        self.text = text
        self.weight = weight
    }
}

extension Tag: CustomStringConvertible {
    /// `text (weight)`.
    public var description: String { "\(text) (\(weight))" }
}
