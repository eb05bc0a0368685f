import EmbeddedFont
import TagCloud
import TrueType

/// Fonts by path or by installed name, and the installed fonts that draw
/// what the chain lacks (``SystemFallback``).
extension CloudSetup {
    /// A font of the chain: the font and how messages name it.
    struct LoadedFont {
        var font: Font
        var name: String
    }

    /// Whether `value` names a file rather than an installed font: it has a
    /// slash, a font file's extension, or a file of that name exists.
    static func isPath(_ value: String) -> Bool {
        let lower = value.lowercased()
        return value == "-" || value.contains("/") || POSIX.status(value) != nil
            || [".ttf", ".otf", ".ttc", ".otc"].contains(where: lower.hasSuffix)
    }

    /// The fonts of `values` (every `--font`, else `TAGCLOUD_FONT`'s), each a
    /// path or an installed font's name; `--font-index` picks the face of the
    /// first when it is a path. The catalog is scanned once, only when a name is given.
    static func loadNamedFonts(_ context: CommandContext, _ values: [String],
                               catalog: inout FontCatalog?) throws -> [LoadedFont] {
        var fonts: [LoadedFont] = []
        for (index, value) in values.enumerated() {
            var path = value
            var face = index == 0 ? context.arguments.value(LayoutOptions.fontIndex, or: 0) : 0
            var name = displayName(value)
            if !isPath(value) {
                if catalog == nil { catalog = FontCatalog.scan() }
                guard let found = catalog?.face(named: value) else {
                    let close = catalog?.closest(to: value) ?? []
                    let list = close.isEmpty ? "no font was found in " + FontCatalog.folders().joined(separator: ", ")
                        : "the closest installed: " + close.map { Quoting.quoted($0) }.joined(separator: ", ")
                    throw CLIError.input("--font: no installed font is named \(Quoting.quoted(value)); \(list)")
                }
                path = found.path
                face = found.names.faceIndex
                name = "\(found.names.fullName) (\(found.path))"
            }
            let bytes = try context.readInput(path)
            do {
                fonts.append(LoadedFont(font: try Font(bytes: bytes, faceIndex: face), name: name))
            } catch {
                throw CLIError.input("\(displayName(path)): \(error)")
            }
        }
        return fonts
    }

    /// The characters of `tags` that no font of `chain` (the built-in one
    /// included) has, in order of first appearance; spaces, controls and
    /// format characters aside.
    static func uncovered(_ tags: [TagCloud.Tag], chain: [Font]) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        var missing: [Unicode.Scalar] = []
        let fonts = chain + [Font.embedded]
        for tag in tags {
            for scalar in tag.text.unicodeScalars where seen.insert(scalar).inserted {
                switch scalar.properties.generalCategory {
                case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate: continue
                default: break
                }
                if (0xFE00...0xFE0F).contains(scalar.value) { continue }
                if !fonts.contains(where: { $0.glyph(for: scalar) != nil }) { missing.append(scalar) }
            }
        }
        return missing
    }

    /// Installed fonts that draw `missing`, by script in the order of
    /// ``SystemFallback``: for each script its families in turn, each kept
    /// when it has a glyph for one of the script's characters still missing;
    /// then any installed face, in path order.
    static func systemFallbacks(for missing: [Unicode.Scalar], catalog: inout FontCatalog?,
                                context: CommandContext) -> [LoadedFont] {
        guard !missing.isEmpty else { return [] }
        if catalog == nil { catalog = FontCatalog.scan() }
        guard let catalog else { return [] }
        var chosen: [FontCatalog.Face] = []
        var coverage: [FontCatalog.Face: FontCoverage?] = [:]
        func covers(_ face: FontCatalog.Face, _ scalar: Unicode.Scalar) -> Bool {
            if coverage[face] == nil { coverage[face] = FontCatalog.coverage(of: face) }
            return coverage[face]??.covers(scalar) ?? false
        }
        for group in SystemFallback.grouped(missing) {
            var left = group.scalars
            let named = SystemFallback.families(for: group.script).compactMap { catalog.face(named: $0) }
            // Coverage is read from each file's cmap alone; only the fonts chosen are loaded.
            for face in named + catalog.faces where !left.isEmpty && left.contains(where: { covers(face, $0) }) {
                left.removeAll { covers(face, $0) }
                if !chosen.contains(face) { chosen.append(face) }
            }
        }
        return chosen.compactMap { face in
            guard let bytes = try? InputReader.read(face.path),
                  let font = try? Font(bytes: bytes, faceIndex: face.names.faceIndex) else { return nil }
            return LoadedFont(font: font, name: "\(face.names.fullName) (\(face.path))")
        }
    }
}
