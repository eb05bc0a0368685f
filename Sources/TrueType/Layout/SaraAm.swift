/// Thai and Lao SARA AM, as HarfBuzz's Thai shaper prepares it before
/// normalization: the vowel (U+0E33, Lao U+0EB3) is two glyphs in a font,
/// NIKHAHIT (U+0E4D, U+0ECD) above and SARA AA (U+0E32, U+0EB2) beside, so
/// it is decomposed; and the NIKHAHIT moves before the above-base marks
/// written ahead of it (a tone mark, say), where it stacks first.
enum SaraAm {
    /// The scalars with every SARA AM decomposed and its NIKHAHIT moved, and
    /// for each one the index of the input scalar its cluster starts at: a
    /// moved NIKHAHIT and the marks it passed share one cluster.
    static func decompose(_ scalars: [Unicode.Scalar]) -> (scalars: [Unicode.Scalar], clusters: [Int])? {
        guard scalars.contains(where: isSaraAm) else { return nil }
        var out: [Unicode.Scalar] = []
        var clusters: [Int] = []
        out.reserveCapacity(scalars.count + 4)
        for (i, scalar) in scalars.enumerated() {
            guard isSaraAm(scalar), let nikhahit = Unicode.Scalar(scalar.value + 0x1A),
                  let saraAa = Unicode.Scalar(scalar.value - 1) else {
                out.append(scalar)
                clusters.append(i)
                continue
            }
            // Step back over the above-base marks just before it.
            var start = out.count
            while start > 0, isAboveBaseMark(out[start - 1]) { start -= 1 }
            out.insert(nikhahit, at: start)
            clusters.insert(i, at: start)
            out.append(saraAa)
            clusters.append(i)
            if start + 1 < out.count - 1 {
                // Moved past marks: the run from `start` is one cluster.
                let first = clusters[start...].min() ?? i
                for k in start..<clusters.count { clusters[k] = first }
            }
        }
        return (out, clusters)
    }

    /// SARA AM, Thai or Lao.
    static func isSaraAm(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x0E33 || scalar.value == 0x0EB3
    }

    /// The marks a NIKHAHIT moves before: the vowels and signs written above
    /// the base (MAI HAN-AKAT, SARA I to SARA UEE, MAITAIKHU to YAMAKKAN, and
    /// their Lao counterparts).
    static func isAboveBaseMark(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value & ~0x80
        guard scalar.value >= 0x0E00, scalar.value <= 0x0EFF else { return false }
        return v == 0x0E31 || (0x0E34...0x0E37).contains(v) || (0x0E47...0x0E4E).contains(v)
    }
}
