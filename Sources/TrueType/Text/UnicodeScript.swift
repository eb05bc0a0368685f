import Raster

/// Picks the OpenType script tag whose features shape a run of text.
///
/// Only the scripts whose kerning differs in practice are told apart; the run
/// takes the script of its first letter from one of them (else `DFLT`).
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
    ]

    /// The script of the first scalar of `scalars` that has one of the listed scripts.
    static func dominant<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> TableTag {
        for scalar in scalars where scalar.value >= 0x41 {
            if let match = ranges.first(where: { $0.0.contains(scalar.value) }),
               scalar.properties.isAlphabetic {
                return match.1
            }
        }
        return GlyphPositioning.defaultScript
    }
}
