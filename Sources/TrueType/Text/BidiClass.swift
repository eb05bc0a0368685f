/// The bidirectional character type of a Unicode scalar (UAX #9, Table 4),
/// from a compact table generated from the Unicode Character Database's
/// DerivedBidiClass.txt (`Tools/unicode/gen-bidi-table.py`; see
/// `unicodeVersion`), which also gives unassigned code points their defaults.
public enum BidiClass: UInt8, Hashable, Sendable, CaseIterable {
    /// Left-to-right strong (`L`).
    case leftToRight
    /// Right-to-left strong (`R`, e.g. Hebrew).
    case rightToLeft
    /// Arabic letter (`AL`).
    case arabicLetter
    /// European number (`EN`).
    case europeanNumber
    /// European number separator (`ES`: plus, minus).
    case europeanSeparator
    /// European number terminator (`ET`: currency, degree, percent).
    case europeanTerminator
    /// Arabic number (`AN`: Arabic-Indic digits).
    case arabicNumber
    /// Common number separator (`CS`: comma, full stop, colon).
    case commonSeparator
    /// Nonspacing mark (`NSM`).
    case nonspacingMark
    /// Boundary neutral (`BN`: controls and default ignorables).
    case boundaryNeutral
    /// Paragraph separator (`B`).
    case paragraphSeparator
    /// Segment separator (`S`: tab).
    case segmentSeparator
    /// Whitespace (`WS`).
    case whitespace
    /// Other neutral (`ON`).
    case otherNeutral
    /// Left-to-right embedding (`LRE`).
    case leftToRightEmbedding
    /// Left-to-right override (`LRO`).
    case leftToRightOverride
    /// Right-to-left embedding (`RLE`).
    case rightToLeftEmbedding
    /// Right-to-left override (`RLO`).
    case rightToLeftOverride
    /// Pop directional format (`PDF`).
    case popDirectionalFormat
    /// Left-to-right isolate (`LRI`).
    case leftToRightIsolate
    /// Right-to-left isolate (`RLI`).
    case rightToLeftIsolate
    /// First strong isolate (`FSI`).
    case firstStrongIsolate
    /// Pop directional isolate (`PDI`).
    case popDirectionalIsolate

    /// The bidi class of `scalar`.
    public init(_ scalar: Unicode.Scalar) {
        // The table starts at U+0000, so every scalar has an entry.
        let raw = RangeTable.value(of: scalar.value, in: Self.table, bits: 5) ?? 0
        self = BidiClass(rawValue: UInt8(raw)) ?? .leftToRight
    }

    /// True for `LRI`, `RLI` and `FSI`, which open an isolate.
    var isIsolateInitiator: Bool {
        self == .leftToRightIsolate || self == .rightToLeftIsolate || self == .firstStrongIsolate
    }

    /// True for the isolate initiators and `PDI`.
    var isIsolateControl: Bool { isIsolateInitiator || self == .popDirectionalIsolate }

    /// True for the classes rule X9 removes: embeddings, overrides, `PDF` and `BN`.
    /// They take no part in resolving levels, and have none of their own.
    public var isRemovedByRuleX9: Bool {
        switch self {
        case .boundaryNeutral, .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride,
             .rightToLeftOverride, .popDirectionalFormat: true
        default: false
        }
    }
}
