extension NormalizedCharacter {
    /// Sorts each run of marks (combining class above 0) of `characters` by
    /// combining class, keeping the order of equal classes (Unicode's canonical
    /// ordering; runs longer than 32, as in HarfBuzz, stay as they are).
    static func orderMarks(_ characters: inout [NormalizedCharacter]) {
        var start = 0
        while start < characters.count {
            guard characters[start].combiningClass != 0 else { start += 1; continue }
            let end = characters[start...].firstIndex { $0.combiningClass == 0 } ?? characters.count
            if end - start <= 32 {
                let run = characters[start..<end].enumerated()
                    .sorted { ($0.element.combiningClass, $0.offset) < ($1.element.combiningClass, $1.offset) }
                characters.replaceSubrange(start..<end, with: run.map(\.element))
            }
            start = end
        }
    }
}
