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

    /// The directory frames go into when the run must make it (like
    /// `mkdir -p`): DIR for `-o DIR/`, and `out/` for a pattern such as
    /// `-o out/f_%04d.png`, ending with a slash; nil for other outputs, a
    /// pattern without a directory, or a directory that exists.
    static func missingDirectory(for path: String) -> String? {
        var directory: String
        if path.hasSuffix("/") {
            directory = path
        } else if path.contains("%"), !exists(path), let pattern = try? FramePattern(parsing: path),
                  let slash = pattern.prefix.lastIndex(of: "/") {
            // The text before the frame number, up to its last slash.
            directory = String(pattern.prefix[...slash])
        } else {
            return nil
        }
        guard directory != "/", !exists(directory) else { return nil }
        return directory
    }

    /// Checks, making nothing, that ``create(_:registry:)`` could make
    /// `directory`: its nearest existing ancestor is a directory the process
    /// may add to. So an output that cannot be made fails before the inputs
    /// are read, while the directory itself appears only once they have
    /// been read and checked.
    static func checkCreatable(_ directory: String) throws(CLIError) {
        // The first directory to make, and the existing one it goes in.
        var first = directory, parent = POSIX.directory(of: directory)
        while POSIX.status(parent) == nil, parent != ".", parent != "/" {
            first = parent
            parent = POSIX.directory(of: parent)
        }
        guard let info = POSIX.status(parent) else { return }
        let reason: SystemError? = if !POSIX.isDirectory(info.st_mode) {
            SystemError(code: ENOTDIR)
        } else if access(parent, W_OK | X_OK) != 0 {
            SystemError.current
        } else {
            nil
        }
        if let reason {
            while first.count > 1, first.hasSuffix("/") { first.removeLast() }
            throw cannotCreate(directory, first, reason)
        }
    }

    /// The error for `directory`, whose part `made` could not be made.
    private static func cannotCreate(_ directory: String, _ made: String, _ reason: SystemError) -> CLIError {
        CLIError.file(directory, "cannot create directory \(Quoting.quotedPath(made)): \(reason)", isInput: false)
    }

    /// `mkdir -p` for `directory`, which ends with a slash. Each directory
    /// made is registered with `registry`, so a run that fails, or is
    /// interrupted, before writing into it removes it again.
    static func create(_ directory: String, registry: TempFileRegistry) throws(CLIError) {
        guard directory != "/", !exists(directory) else { return }
        var prefix = directory.hasPrefix("/") ? "/" : ""
        for component in directory.split(separator: "/") {
            prefix += component
            if !exists(prefix), registry.makeDirectory(prefix) != 0, errno != EEXIST {
                throw cannotCreate(directory, prefix, .current)
            }
            prefix += "/"
        }
        if !exists(directory) { throw CLIError.file(directory, "Not a directory", isInput: false) }
    }
}
