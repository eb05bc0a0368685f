/// The character between the fields of a delimited file.
public enum Delimiter: String, Hashable, Sendable, CaseIterable {
    /// `,`: CSV as English-language spreadsheets write it.
    case comma
    /// `;`: CSV as spreadsheets write it where the comma is the decimal separator.
    case semicolon
    /// A tab: TSV, and what spreadsheets put on the clipboard.
    case tab

    /// The delimiter's byte.
    var byte: UInt8 {
        switch self {
        case .comma: UInt8(ascii: ",")
        case .semicolon: UInt8(ascii: ";")
        case .tab: 0x09
        }
    }
}

/// A column of a delimited file, named by its header or by its number.
public enum TagColumn: Hashable, Sendable {
    /// The column whose header is this, compared case-insensitively.
    case name(String)
    /// The column at this position, from 1.
    case number(Int)

    /// Reads `3` as a number and anything else as a header name.
    public init(_ text: String) {
        if let n = Int(text), n >= 1 { self = .number(n) } else { self = .name(text) }
    }
}
