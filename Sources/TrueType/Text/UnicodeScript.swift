import Raster

/// Picks the OpenType script tag whose features shape a run of text.
///
/// The scripts whose kerning differs in practice, and those shaped by a
/// shaper of their own (Arabic, the Indic scripts, Sinhala, Khmer, Myanmar),
/// are told apart; the run takes the script of its first letter from one of
/// them (else `DFLT`).
enum UnicodeScript {
    /// Scalar ranges and their OpenType script tags.
    private static let ranges: [(ClosedRange<UInt32>, TableTag)] = [
        (0x0041...0x005A, TableTag("latn")), (0x0061...0x007A, TableTag("latn")),
        (0x00C0...0x024F, TableTag("latn")), (0x1E00...0x1EFF, TableTag("latn")),
        (0x2C60...0x2C7F, TableTag("latn")), (0xA720...0xA7FF, TableTag("latn")),
        (0xFB00...0xFB06, TableTag("latn")),
        (0x0370...0x03FF, TableTag("grek")), (0x1F00...0x1FFF, TableTag("grek")),
        (0x0400...0x052F, TableTag("cyrl")), (0x2DE0...0x2DFF, TableTag("cyrl")),
        (0xA640...0xA69F, TableTag("cyrl")),
        (0x0530...0x058F, TableTag("armn")), (0x0590...0x05FF, TableTag("hebr")),
        (0x0600...0x06FF, TableTag("arab")), (0x0750...0x077F, TableTag("arab")),
        (0x08A0...0x08FF, TableTag("arab")), (0xFB50...0xFDFF, TableTag("arab")),
        (0xFE70...0xFEFF, TableTag("arab")), (0xFB1D...0xFB4F, TableTag("hebr")), (0x10A0...0x10FF, TableTag("geor")),
        (0x0E00...0x0E7F, TableTag("thai")), (0x0E80...0x0EFF, TableTag("lao ")),
        (0x0900...0x097F, TableTag("deva")), (0xA8E0...0xA8FF, TableTag("deva")),
        (0x0980...0x09FF, TableTag("beng")), (0x0A00...0x0A7F, TableTag("guru")),
        (0x0A80...0x0AFF, TableTag("gujr")), (0x0B00...0x0B7F, TableTag("orya")),
        (0x0B80...0x0BFF, TableTag("taml")), (0x11FC0...0x11FFF, TableTag("taml")),
        (0x0C00...0x0C7F, TableTag("telu")), (0x0C80...0x0CFF, TableTag("knda")),
        (0x0D00...0x0D7F, TableTag("mlym")), (0x0D80...0x0DFF, TableTag("sinh")),
        (0x111E0...0x111FF, TableTag("sinh")), (0x1000...0x109F, TableTag("mymr")),
        (0xA9E0...0xA9FF, TableTag("mymr")), (0xAA60...0xAA7F, TableTag("mymr")),
        (0x1780...0x17FF, TableTag("khmr")), (0x19E0...0x19FF, TableTag("khmr")),
    ]

    /// The script of the first letter or mark of `scalars` that has one of the listed scripts.
    static func dominant<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> TableTag {
        for scalar in scalars where scalar.value >= 0x41 {
            if let tag = tag(of: scalar), scalar.properties.isAlphabetic || Normalizer.isMark(scalar) {
                return tag
            }
        }
        return GlyphPositioning.defaultScript
    }

    /// The listed script whose range holds `scalar`, if any.
    static func tag(of scalar: Unicode.Scalar) -> TableTag? {
        ranges.first(where: { $0.0.contains(scalar.value) })?.1
    }

    /// The pieces of a logical run to shape apart, as an application using
    /// HarfBuzz itemizes text by script: a new piece starts where a letter or
    /// mark of another script follows, when one of the two is shaped by a
    /// syllabic shaper (``Shaper/isSyllabic(_:)``; other script changes keep
    /// the run whole, as before). Characters of no listed script join the
    /// piece they are in.
    static func pieces(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
        // Nothing below U+0900 is of a syllabic script.
        guard scalars.contains(where: { $0.value >= 0x900 }) else { return [0..<scalars.count] }
        var out: [Range<Int>] = []
        var start = 0
        var current: TableTag?
        for (i, scalar) in scalars.enumerated() {
            guard let tag = tag(of: scalar), scalar.properties.isAlphabetic || Normalizer.isMark(scalar) else { continue }
            if let previous = current, previous != tag, Shaper.isSyllabic(previous) || Shaper.isSyllabic(tag) {
                out.append(start..<i)
                start = i
            }
            current = tag
        }
        out.append(start..<scalars.count)
        return out
    }
}
