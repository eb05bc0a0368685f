#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TrueType
import TagCloud

/// The fonts installed on this machine, found by walking the usual font
/// folders and reading each file's header and `name` table (a few
/// kilobytes; nothing is cached on disk). Files are visited in path order
/// so every choice is reproducible on one machine.
struct FontCatalog {
    /// One face of an installed font file.
    struct Face: Hashable {
        /// The file.
        var path: String
        /// Its names and its index in the file.
        var names: FontFaceNames
    }

    /// Every face found, in path order, then face order.
    let faces: [Face]

    /// The folders searched: on Linux the system, local and user font
    /// folders (`/usr/share/fonts`, `/usr/local/share/fonts`,
    /// `$XDG_DATA_HOME/fonts` or `~/.local/share/fonts`, `~/.fonts`); on
    /// macOS `/System/Library/Fonts`, `/Library/Fonts` and `~/Library/Fonts`.
    static func folders() -> [String] {
        let home = POSIX.environment("HOME").map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        #if os(macOS)
        return ["/System/Library/Fonts", "/Library/Fonts"] + (home.map { ["\($0)/Library/Fonts"] } ?? [])
        #else
        let data = POSIX.environment("XDG_DATA_HOME").flatMap { $0.isEmpty ? nil : $0 } ?? home.map { "\($0)/.local/share" }
        return ["/usr/share/fonts", "/usr/local/share/fonts"] + (data.map { ["\($0)/fonts"] } ?? [])
            + (home.map { ["\($0)/.fonts"] } ?? [])
        #endif
    }

    /// The catalog of `folders` (walked to a depth of 8, symbolic links to
    /// folders not followed).
    static func scan(_ folders: [String] = folders()) -> FontCatalog {
        var files: [String] = []
        for folder in folders { collect(folder, depth: 0, into: &files) }
        var faces: [Face] = []
        var seen = Set<String>()
        for path in files.sorted() where seen.insert(path).inserted {
            faces += names(of: path).map { Face(path: path, names: $0) }
        }
        return FontCatalog(faces: faces)
    }

    /// Adds the font files under `folder` to `files`.
    private static func collect(_ folder: String, depth: Int, into files: inout [String]) {
        guard depth <= 8, let dir = opendir(folder) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if POSIX.isDirectory(info.st_mode) {
                collect(path, depth: depth + 1, into: &files)
            } else if POSIX.isRegular(info.st_mode) || info.st_mode & S_IFMT == S_IFLNK {
                let lower = name.lowercased()
                if [".ttf", ".otf", ".ttc", ".otc"].contains(where: lower.hasSuffix) { files.append(path) }
            }
        }
    }

    /// The faces of the font file at `path`, read with `pread`.
    static func names(of path: String) -> [FontFaceNames] {
        reading(path) { FontFaceNames.read($0) } ?? []
    }

    /// Which characters `face` has, from its `cmap` alone; nil when unreadable.
    static func coverage(of face: Face) -> FontCoverage? {
        reading(face.path) { FontCoverage(faceIndex: face.names.faceIndex, $0) } ?? nil
    }

    /// `body` given a reader of byte ranges of the file at `path` (`pread`,
    /// at most 16 MiB a range); nil when it cannot be opened.
    private static func reading<T>(_ path: String, _ body: ((Int, Int) -> [UInt8]?) -> T) -> T? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return body { offset, length in
            guard offset >= 0, length >= 0, length <= 1 << 24 else { return nil }
            var buffer = [UInt8](repeating: 0, count: length)
            let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, length, off_t(offset)) }
            return count == length ? buffer : nil
        }
    }

    /// A name compared loosely: lowercased, without spaces, hyphens and underscores.
    static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !" -_".unicodeScalars.contains($0) }.map(Character.init))
    }

    /// The face named `name`: its full name, PostScript name, or family and
    /// style (`DejaVu Serif Bold`); a family alone gives its regular face
    /// (`Regular`, else `Book`, `Normal`, `Medium`, else the first). Nil when none matches.
    func face(named name: String) -> Face? {
        let wanted = Self.key(name)
        if let face = faces.first(where: { Self.key($0.names.fullName) == wanted || Self.key($0.names.postScriptName) == wanted
                || Self.key($0.names.family + $0.names.style) == wanted }) {
            return face
        }
        let family = faces.filter { Self.key($0.names.family) == wanted }
        for style in ["regular", "book", "normal", "roman", "medium"] {
            if let face = family.first(where: { Self.key($0.names.style) == style }) { return face }
        }
        return family.first
    }

    /// Up to `count` installed family names closest to `name`, for the error
    /// when it names none.
    func closest(to name: String, count: Int = 5) -> [String] {
        var families: [String] = []
        for face in faces where !families.contains(face.names.family) { families.append(face.names.family) }
        let wanted = Self.key(name)
        func distance(_ family: String) -> Int {
            let key = Self.key(family)
            // A family that starts with or contains what was typed is closest.
            if key.hasPrefix(wanted) || wanted.hasPrefix(key) { return 0 }
            if key.contains(wanted) { return 1 }
            guard let a = Suggestion.comparable(wanted), let b = Suggestion.comparable(key) else { return .max }
            return 2 + Suggestion.editDistance(a, b)
        }
        let scored: [(name: String, distance: Int)] = families.map { ($0, distance($0)) }
        let sorted = scored.sorted { (a, b) -> Bool in a.distance < b.distance || (a.distance == b.distance && a.name < b.name) }
        return sorted.prefix(count).map { $0.name }
    }
}
