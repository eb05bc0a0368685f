#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Follows symbolic links in an output path only where the kernel would.
///
/// An output file is written to a temp file and renamed into place, and
/// `rename(2)` replaces a link itself rather than writing through it. So the
/// tool follows a final-component link on its own, by one rule, whether the
/// link's target exists or not (a dangling link is followed too):
///
/// - A link is followed, and the file written is its target: the temp file
///   goes beside the target and is renamed over it. A relative target is
///   taken from the link's directory, and chains are followed to the end
///   (at most 40 links, like Linux).
/// - Not in a sticky world-writable directory (such as `/tmp`) when the link
///   belongs neither to the user (effective uid) nor to the directory's
///   owner: that is the kernel's `fs.protected_symlinks` rule, applied here
///   whatever the sysctl says, because the rename would bypass it. Such a
///   link is an error (exit 1) naming the path.
/// - A link to something that exists and is not a regular file (a device,
///   a FIFO, `/dev/stdout`) is left to the kernel to open directly.
///
/// Links among the directories of the path are followed by the kernel.
enum SymbolicLinks {
    /// The most links followed in one path before giving up (ELOOP).
    static let maximumLinks = 40

    /// The path to write for output `path`: `path` itself when its last
    /// component is not a link, else the end of its chain of links (or the
    /// last link, when that points at a device or FIFO).
    static func outputTarget(of path: String, userID: uid_t = geteuid()) throws(CLIError) -> String {
        var current = path
        for _ in 0..<maximumLinks {
            var link = stat()
            guard lstat(current, &link) == 0, link.st_mode & S_IFMT == S_IFLNK else { return current }
            let directory = POSIX.directory(of: current)
            if let parent = POSIX.status(directory), !mayFollow(link: link, in: parent, userID: userID) {
                throw refusal(path: path, link: current, owner: link.st_uid, directory: directory)
            }
            // A device, a FIFO or a directory behind the link: the caller opens (or refuses) it as it is.
            if let destination = POSIX.status(current), !POSIX.isRegular(destination.st_mode) { return current }
            let text: String
            do throws(SystemError) { text = try readLink(current) } catch {
                throw CLIError.file(path, error.description, isInput: false)
            }
            current = text.hasPrefix("/") || directory == "." ? text : directory + "/" + text
        }
        throw CLIError.file(path, SystemError(code: ELOOP).description, isInput: false)
    }

    /// The kernel's `protected_symlinks` rule: a link in a sticky
    /// world-writable directory may be followed only by its owner, or when
    /// it belongs to the directory's owner.
    static func mayFollow(link: stat, in directory: stat, userID: uid_t) -> Bool {
        let shared = directory.st_mode & S_ISVTX != 0 && directory.st_mode & S_IWOTH != 0
        return !shared || link.st_uid == userID || link.st_uid == directory.st_uid
    }

    /// The text of the link at `path`.
    private static func readLink(_ path: String) throws(SystemError) -> String {
        let capacity = Int(PATH_MAX) + 1
        var buffer = [CChar](repeating: 0, count: capacity)
        let count = readlink(path, &buffer, capacity)
        guard count >= 0 else { throw .current }
        guard count < capacity else { throw SystemError(code: ENAMETOOLONG) }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The error for a link the rule forbids following.
    private static func refusal(path: String, link: String, owner: uid_t, directory: String) -> CLIError {
        let which = link == path ? "this symbolic link" : "symbolic link \(Quoting.quotedPath(link))"
        return CLIError.file(
            path,
            "not following \(which): it belongs to uid \(owner), in sticky world-writable directory "
                + "\(Quoting.quotedPath(directory)) owned by someone else (the kernel's protected_symlinks rule)",
            isInput: false)
    }
}
