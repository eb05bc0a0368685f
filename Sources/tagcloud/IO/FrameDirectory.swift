#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ImageCodecs
import Raster

/// The directory form of `animate -o`: `-o frames/` (created if missing) or
/// `-o frames` naming an existing directory puts frame N in
/// `frames/frame_0000N.<ext>` (five digits, more past 99999), numbered as in
/// a full run whatever `--frames` renders.
enum FrameDirectory {
    /// The file name before the number.
    static let stem = "frame_"
    /// The zero-padded width of the number.
    static let digits = 5

    /// Whether `-o path` asks for a directory: it ends with `/`, or it has
    /// no `%` frame number and `isDirectory` says it is one.
    static func isRequested(_ path: String, isDirectory: (String) -> Bool = exists) -> Bool {
        path.hasSuffix("/") || (!path.contains("%") && isDirectory(path))
    }

    /// The numbered file pattern for frames in `directory`.
    static func pattern(in directory: String, format: ImageFormat) throws(CLIError) -> FramePattern {
        // The directory's own `%` signs are literal.
        let escaped = directory.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
        let separator = directory.hasSuffix("/") ? "" : "/"
        return try FramePattern(parsing: "\(escaped)\(separator)\(stem)%0\(digits)d.\(format.fileExtension)")
    }

    /// Whether `path` is an existing directory (following symlinks).
    static func exists(_ path: String) -> Bool {
        POSIX.status(path).map { POSIX.isDirectory($0.st_mode) } ?? false
    }

    /// For a directory output, refuses a symbolic link in the directory's
    /// place that ``SymbolicLinks`` would not follow (another user's link in
    /// a sticky world-writable directory); the frame files themselves are
    /// checked as they are written.
    static func checkLink(_ path: String) throws(CLIError) {
        guard isRequested(path) else { return }
        var directory = path
        while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
        _ = try SymbolicLinks.outputTarget(of: directory)
    }

    /// Creates the directory frames go into and any missing parents (like
    /// `mkdir -p`): DIR for `-o DIR/`, and `out/` for a pattern such as
    /// `-o out/f_%04d.png`. Does nothing for other outputs, a pattern
    /// without a directory, or a directory that exists.
    static func createIfRequested(_ path: String) throws(CLIError) {
        if path.hasSuffix("/") {
            try create(path)
        } else if path.contains("%"), !exists(path), let pattern = try? FramePattern(parsing: path),
                  let slash = pattern.prefix.lastIndex(of: "/") {
            // The text before the frame number, up to its last slash.
            try create(String(pattern.prefix[...slash]))
        }
    }

    /// `mkdir -p` for `path`, which ends with a slash.
    private static func create(_ path: String) throws(CLIError) {
        guard path != "/", !exists(path) else { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !exists(prefix), mkdir(prefix, 0o777) != 0, errno != EEXIST {
                throw CLIError.file(path, "cannot create directory \(Quoting.quotedPath(prefix)): \(SystemError.current)",
                                    isInput: false)
            }
            prefix += "/"
        }
        if !exists(path) { throw CLIError.file(path, "Not a directory", isInput: false) }
    }
}
