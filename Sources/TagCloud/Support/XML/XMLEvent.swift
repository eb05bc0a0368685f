/// What ``XMLTokenizer`` reads next from an XML document.
enum XMLEvent {
    /// A start tag (an empty-element tag is a start then an end).
    case start(XMLElement)
    /// An end tag, with the offset of its `<`.
    case end(name: String, offset: Int)
    /// Character data: text between tags (entities still encoded) or a CDATA section.
    case text(XMLText)
}

/// A start tag: its name, its attributes and where it is.
struct XMLElement {
    /// The name as written, prefix included (`gpx:trkpt`).
    var name: String
    /// The attributes in order.
    var attributes: [XMLAttribute]
    /// The offset of its `<`.
    var offset: Int

    /// The name without a namespace prefix (`trkpt`).
    var localName: Substring { XMLElement.local(name) }

    /// `name` without its prefix.
    static func local(_ name: String) -> Substring {
        name.lastIndex(of: ":").map { name[name.index(after: $0)...] } ?? name[...]
    }

    /// The attribute whose local name is `name`.
    func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { XMLElement.local($0.name) == name }
    }
}

/// An attribute, its value decoded.
struct XMLAttribute {
    /// The name as written.
    var name: String
    /// The value, entities and character references replaced.
    var value: String
    /// The offset of the value's first character (after the quote).
    var valueOffset: Int
}

/// Character data in place: a byte range, decoded on request.
struct XMLText {
    /// Where it is.
    var range: Range<Int>
    /// True for a CDATA section, whose text is taken as it is.
    var isCDATA: Bool
}
