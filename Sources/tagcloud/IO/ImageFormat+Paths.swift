import ImageCodecs
import Raster

/// The CLI writes the library's image formats and picks one from a path.
extension ImageFormat {
    /// The format named by a path's extension (case-insensitive; `.pnm` is
    /// PPM), or nil when the extension is missing or unknown.
    static func inferred(from path: String) -> ImageFormat? {
        let name = POSIX.baseName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = String(name[name.index(after: dot)...])
        if ext.lowercased() == "pnm" { return .ppm }
        return ImageFormat(fileExtension: ext)
    }

    /// The format for writing to `path`: `explicit` (from `--format`) wins;
    /// otherwise the extension decides. A path that names an existing device
    /// or FIFO (`/dev/stdout`, `/dev/full`) has no extension to go by and gets
    /// `fallback`; for any other path an unknown extension is a usage error
    /// that suggests `--format`.
    static func resolve(path: String, explicit: ImageFormat?, fallback: ImageFormat) throws(CLIError) -> ImageFormat {
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
