/// The image formats the CLI writes.
enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// Binary PPM (P6): RGB, no alpha; the fastest to write, ideal for pipes.
    case ppm
    /// PAM (P7) with RGB_ALPHA: like PPM but keeps transparency.
    case pam
    /// PNG: compressed, with alpha.
    case png

    /// The usual file extension, without the dot.
    var fileExtension: String { rawValue }

    /// The format named by a path's extension (case-insensitive; `.pnm` is
    /// PPM), or nil when the extension is missing or unknown.
    static func inferred(from path: String) -> OutputFormat? {
        let name = POSIX.baseName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...].lowercased()
        if ext == "pnm" { return .ppm }
        return OutputFormat(rawValue: ext)
    }

    /// The format for writing to `path`: `explicit` (from `--format`) wins;
    /// otherwise the extension decides. A path that names an existing device
    /// or FIFO (`/dev/stdout`, `/dev/full`) has no extension to go by and gets
    /// `fallback`; for any other path an unknown extension is a usage error
    /// that suggests `--format`.
    static func resolve(path: String, explicit: OutputFormat?, fallback: OutputFormat) throws(CLIError) -> OutputFormat {
        if let explicit { return explicit }
        if let inferred = inferred(from: path) { return inferred }
        if let status = POSIX.status(path), !POSIX.isRegular(status.st_mode), !POSIX.isDirectory(status.st_mode) {
            return fallback
        }
        let known = allCases.map { "." + $0.fileExtension }.joined(separator: ", ")
        let choices = allCases.map(\.rawValue).joined(separator: "|")
        throw CLIError.usage(
            "cannot tell the image format of \(Quoting.quotedPath(path)) (known extensions: \(known)); add --format \(choices)")
    }
}
