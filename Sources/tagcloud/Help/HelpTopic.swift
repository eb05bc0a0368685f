/// A page of `tagcloud help TOPIC`: what a family of options is for, and
/// each option's whole story.
///
/// `--help` shows an option's one-line help; its topic shows that same line
/// (taken from the option's declaration, with its default) followed by the
/// longer account here. Every option of every command belongs to exactly one
/// topic (`HelpTopicTests` checks it), so a new option needs an ``Entry``.
struct HelpTopic: Sendable {
    /// The word after `tagcloud help` (`input`).
    let name: String
    /// One line for the topic list in `tagcloud --help`.
    let summary: String
    /// Paragraphs before the options (blank-line separated; a paragraph
    /// whose lines all start with four spaces is printed as written).
    let intro: String
    /// The options, in the order the page explains them.
    let entries: [Entry]
    /// Paragraphs after the options; may be empty.
    let notes: String

    /// One option's place on the page.
    struct Entry: Sendable {
        /// The option's long name without dashes, as declared (`max-tags`).
        let option: String
        /// The longer account printed under the option's `--help` line;
        /// may be empty when that line says it all.
        let details: String

        /// An entry for `--option`.
        init(_ option: String, _ details: String = "") {
            self.option = option
            self.details = details
        }
    }

    /// Creates a topic.
    init(_ name: String, summary: String, intro: String, entries: [Entry], notes: String = "") {
        self.name = name
        self.summary = summary
        self.intro = intro
        self.entries = entries
        self.notes = notes
    }

    /// Every topic, in the order `tagcloud --help` lists them.
    static let all: [HelpTopic] = [input, layout, appearance, animation, globe, fonts, output, limits]

    /// The topic called `name`.
    static func named(_ name: String) -> HelpTopic? {
        all.first { $0.name == name }
    }
}
