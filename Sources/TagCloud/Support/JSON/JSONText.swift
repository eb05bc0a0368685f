/// A JSON document (RFC 8259) checked once and then read in place.
///
/// Route files can be large, so nothing is built from them but what a reader
/// asks for: the checked bytes stay as they are, and a ``JSONValue`` is an
/// offset into them. Checking is one pass with a stack of one byte per open
/// container, so memory follows the input, never a multiple of it, and
/// nesting has no limit. Reading a value skips its siblings by scanning, which
/// is linear in what is skipped.
///
/// The check is strict: UTF-8 only (a leading byte-order mark is skipped),
/// no comments, no trailing commas, no `NaN`, control characters in strings
/// only as escapes, `\u` surrogates only in pairs, and nothing but blanks after
/// the document. Errors name the line and column of the offending character.
struct JSONText {
    /// The document's bytes.
    let bytes: [UInt8]
    /// The file name for errors.
    let file: String
    /// The document's top value.
    let root: JSONValue

    /// Checks `bytes`; an error names the first offending character.
    init(_ bytes: [UInt8], file: String) throws(InputError) {
        self.bytes = bytes
        self.file = file
        var checker = JSONChecker(bytes: bytes)
        do throws(JSONChecker.Failure) {
            root = JSONValue(offset: try checker.check(), parentPath: "", component: nil)
        } catch {
            throw InputError(error.message, at: SourceLocation(offset: error.offset, in: bytes, file: file))
        }
    }

    /// An error at `value`: `path: message` at the value's line and column.
    func error(_ message: String, at value: JSONValue, exceededCap: InputError.Cap? = nil) -> InputError {
        error(message, at: value, offset: value.offset, exceededCap: exceededCap)
    }

    /// An error about `value` at byte `offset`: `path: message`.
    func error(_ message: String, at value: JSONValue, offset: Int, exceededCap: InputError.Cap? = nil) -> InputError {
        let path = value.path
        return InputError(path.isEmpty ? message : "\(path): \(message)",
                          at: SourceLocation(offset: offset, in: bytes, file: file), exceededCap: exceededCap)
    }
}

/// A value in a checked ``JSONText``: where it starts and its path from the
/// top (`routes[0].overview_polyline.points`), for errors.
struct JSONValue {
    /// The offset of its first byte.
    let offset: Int
    /// The path of the container holding it (empty at the top).
    let parentPath: String
    /// Its key or index in that container; nil for the top value.
    let component: Component?

    /// A key in an object or an index in an array.
    enum Component {
        /// An object member's key.
        case key(String)
        /// An array element's index, from 0.
        case index(Int)

        /// Whether this is the first element of an array.
        var isFirst: Bool {
            if case .index(0) = self { return true }
            return false
        }
    }

    /// `routes[0].geometry`: keys joined by dots, indices in brackets; empty at the top.
    var path: String {
        switch component {
        case nil: parentPath
        case .key(let key): parentPath.isEmpty ? key : parentPath + "." + key
        case .index(let index): parentPath + "[\(index)]"
        }
    }
}

/// The members of a checked object (``JSONText/members(_:_:only:)``):
/// each key's value offset, the values made on lookup.
struct JSONMembers {
    /// The offset of each key's value.
    let offsets: [String: Int]
    /// The object's path, the values' parent path.
    let path: String

    /// The value of `key`, nil when the object has no such key.
    subscript(key: String) -> JSONValue? {
        offsets[key].map { JSONValue(offset: $0, parentPath: path, component: .key(key)) }
    }
}
