/// A small strict XML 1.0 reader that pulls events from bytes in place.
///
/// Why not FoundationXML: on Linux it links the system's libxml2 at run
/// time, it skips the text of entities declared in a DTD without a word, and
/// a document whose end tags do not match can parse to the end before it
/// says so. A route reader needs none of a DTD: this one refuses any
/// `<!DOCTYPE`, so no entity is ever expanded, knows only the five
/// predefined entities and character references, and keeps nothing but the
/// stack of open element names and the tag being read, so memory follows
/// the nesting depth, not the file.
///
/// Checked: UTF-8 (a byte-order mark is skipped), one root element, start and
/// end tags that match, attributes quoted and not repeated, no `<` in values,
/// no control characters, known entities, comments, processing instructions
/// and CDATA closed. Errors are at the line and column of the offending character.
struct XMLTokenizer {
    let bytes: [UInt8]
    let file: String
    /// The next byte to read.
    var i = 0
    /// The open elements, innermost last: name and offset.
    private(set) var open: [(name: String, offset: Int)] = []
    /// Whether the root element has been read to its end.
    private var rootClosed = false
    /// The end event owed for an empty-element tag.
    private var pendingEnd: (String, Int)?

    init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
    }

    /// An error at byte `offset`.
    func error(_ message: String, at offset: Int) -> InputError {
        InputError(message, at: SourceLocation(offset: offset, in: bytes, file: file))
    }

    /// The next event; nil at the end of a complete document.
    mutating func next() throws(InputError) -> XMLEvent? {
        if let (name, offset) = pendingEnd {
            pendingEnd = nil
            return try close(name, at: offset)
        }
        while i < bytes.count {
            if bytes[i] != UInt8(ascii: "<") {
                let start = i
                try scanText()
                if open.isEmpty {
                    guard isBlank(start..<i) else {
                        throw error("text outside the root element", at: firstNonBlank(start..<i))
                    }
                    continue
                }
                return .text(XMLText(range: start..<i, isCDATA: false))
            }
            if starts("<?") {
                try skip(past: "?>", what: "a processing instruction")
            } else if starts("<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts("<![CDATA[") {
                guard !open.isEmpty else { throw error("a CDATA section outside the root element", at: i) }
                let start = i + 9
                try skip(past: "]]>", what: "a CDATA section")
                let range = start..<(i - 3)
                try checkCharacters(range)
                return .text(XMLText(range: range, isCDATA: true))
            } else if starts("<!DOCTYPE") || starts("<!") {
                throw error("a DOCTYPE or other declaration is not read: route files need none, and entities "
                    + "beyond &lt; &gt; &amp; &apos; &quot; are not expanded", at: i)
            } else if starts("</") {
                let offset = i
                i += 2
                let name = try self.name()
                skipBlanks()
                try expect(">", "'>' to end the end tag")
                return try close(name, at: offset)
            } else {
                return .start(try startTag())
            }
        }
        if let innermost = open.last {
            let at = SourceLocation(offset: innermost.offset, in: bytes, file: file)
            throw error("the file ends inside <\(innermost.name)> (opened at \(at.line):\(at.column))", at: bytes.count)
        }
        guard rootClosed else { throw error("no root element: the file has no XML elements", at: i) }
        return nil
    }

    /// The end of the innermost element, which must be `name`.
    private mutating func close(_ name: String, at offset: Int) throws(InputError) -> XMLEvent {
        guard let innermost = open.last else { throw error("</\(name)> closes no open element", at: offset) }
        guard innermost.name == name else {
            let at = SourceLocation(offset: innermost.offset, in: bytes, file: file)
            throw error("expected </\(innermost.name)> to close the element opened at \(at.line):\(at.column), "
                + "found </\(name)>", at: offset)
        }
        open.removeLast()
        if open.isEmpty { rootClosed = true }
        return .end(name: name, offset: offset)
    }

    /// A start tag at `i`.
    private mutating func startTag() throws(InputError) -> XMLElement {
        let offset = i
        if rootClosed { throw error("a second root element: an XML document has one", at: offset) }
        i += 1
        let name = try self.name()
        var attributes: [XMLAttribute] = []
        var names: Set<String> = []  // so a tag with many attributes is not quadratic
        while true {
            let hadBlank = skipBlanks()
            if starts("/>") {
                i += 2
                pendingEnd = (name, offset)
                break
            }
            if starts(">") {
                i += 1
                break
            }
            guard i < bytes.count else { throw error("the file ends inside the tag <\(name)>", at: offset) }
            guard hadBlank else { throw error("expected a space, '>' or '/>' in the tag, found \(found)", at: i) }
            let nameOffset = i
            let attribute = try self.name()
            guard names.insert(attribute).inserted else {
                throw error("the attribute \(attribute) is given twice", at: nameOffset)
            }
            skipBlanks()
            try expect("=", "'=' after the attribute name")
            skipBlanks()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                throw error("expected a quoted attribute value, found \(found)", at: i)
            }
            let quote = bytes[i]
            i += 1
            let start = i
            while i < bytes.count, bytes[i] != quote {
                if bytes[i] == UInt8(ascii: "<") { throw error("'<' is not allowed in an attribute value", at: i) }
                try checkCharacter()
            }
            guard i < bytes.count else { throw error("the attribute value has no closing quote", at: start - 1) }
            attributes.append(XMLAttribute(name: attribute, value: decode(start..<i), valueOffset: start))
            i += 1
        }
        open.append((name, offset))
        return XMLElement(name: name, attributes: attributes, offset: offset)
    }

    /// The text of character data, entities replaced.
    func text(_ text: XMLText) -> String {
        text.isCDATA ? String(decoding: bytes[text.range], as: UTF8.self) : decode(text.range)
    }
}
