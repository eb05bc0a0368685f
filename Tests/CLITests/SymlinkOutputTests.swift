import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import tagcloud

/// Writing through symbolic links (issue 14, section 5): a link is followed,
/// live or dangling, by writing its target; in a sticky world-writable
/// directory only a link of the user's or of the directory's owner is.
@Suite struct SymlinkOutputTests {
    static let words = GeoTest.sample("words.txt")
    static let render = ["render", "--tags", words, "--size", "40x30"]

    func isLink(_ path: String) -> Bool {
        var info = Glibc.stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    func linkText(_ path: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The names in `directory`, hidden temp files included.
    func names(_ directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    // MARK: The rule itself

    func info(mode: mode_t, owner: uid_t) -> Glibc.stat {
        var info = Glibc.stat()
        info.st_mode = mode
        info.st_uid = owner
        return info
    }

    @Test func protectedSymlinksRule() {
        let link = info(mode: S_IFLNK | 0o777, owner: 65534)
        let ownLink = info(mode: S_IFLNK | 0o777, owner: 1000)
        let tmp = info(mode: S_IFDIR | 0o1777, owner: 0)
        // Another user's link in root's /tmp: refused, for root too.
        #expect(!SymbolicLinks.mayFollow(link: link, in: tmp, userID: 1000))
        #expect(!SymbolicLinks.mayFollow(link: link, in: tmp, userID: 0))
        // The user's own link, or one of the directory's owner: followed.
        #expect(SymbolicLinks.mayFollow(link: ownLink, in: tmp, userID: 1000))
        #expect(SymbolicLinks.mayFollow(link: link, in: info(mode: S_IFDIR | 0o1777, owner: 65534), userID: 1000))
        // Sticky but not world-writable, or world-writable but not sticky: followed.
        #expect(SymbolicLinks.mayFollow(link: link, in: info(mode: S_IFDIR | 0o1775, owner: 0), userID: 1000))
        #expect(SymbolicLinks.mayFollow(link: link, in: info(mode: S_IFDIR | 0o777, owner: 0), userID: 1000))
    }

    // MARK: Live and dangling links, one rule

    /// A live link (relative, into another directory) keeps its text; its
    /// target gets the new image; no temp file is left in either place.
    @Test func liveLinkIsWrittenThroughToItsTarget() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("store"), withIntermediateDirectories: false)
        let target = try directory.write("store/real.ppm", "old")
        try FileManager.default.createSymbolicLink(atPath: directory.path("link.ppm"), withDestinationPath: "store/real.ppm")
        let result = try TagCloudProcess.run(Self.render + ["-o", "link.ppm"], in: directory.url)
        #expect(result.status == 0)
        #expect(isLink(directory.path("link.ppm")))
        #expect(try linkText(directory.path("link.ppm")) == "store/real.ppm")
        let frame = try NetpbmStream.single(try bytes(target))
        #expect(frame.magic == "P6" && frame.width == 40 && frame.height == 30)
        #expect(try names(directory.url.path) == ["link.ppm", "store"])
        #expect(try names(directory.path("store")) == ["real.ppm"])
    }

    /// A dangling link is followed the same way: its target is created and
    /// the link stays (it used to be replaced by a regular file).
    @Test func danglingLinkCreatesItsTarget() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory.path("store"), withIntermediateDirectories: false)
        let link = directory.path("link.ppm")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory.path("store/new.ppm"))
        let result = try TagCloudProcess.run(Self.render + ["-o", link])
        #expect(result.status == 0)
        #expect(isLink(link))
        let frame = try NetpbmStream.single(try bytes(directory.path("store/new.ppm")))
        #expect(frame.width == 40 && frame.height == 30)
        #expect(try names(directory.path("store")) == ["new.ppm"])
        // Through the link, the same image.
        #expect(try bytes(link) == bytes(directory.path("store/new.ppm")))
    }

    /// A chain of links is followed to its end; a dangling link into a
    /// missing directory, or a loop, is an error naming the path given.
    @Test func chainsMissingDirectoriesAndLoops() throws {
        let directory = try TemporaryDirectory()
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: directory.path("a.ppm"), withDestinationPath: "b.ppm")
        try fm.createSymbolicLink(atPath: directory.path("b.ppm"), withDestinationPath: "c.ppm")
        let chain = try TagCloudProcess.run(Self.render + ["-o", "a.ppm"], in: directory.url)
        #expect(chain.status == 0)
        #expect(isLink(directory.path("a.ppm")) && isLink(directory.path("b.ppm")))
        #expect(try NetpbmStream.single(try bytes(directory.path("c.ppm"))).width == 40)

        try fm.createSymbolicLink(atPath: directory.path("lost.ppm"), withDestinationPath: "nodir/x.ppm")
        let missing = try TagCloudProcess.run(Self.render + ["-o", "lost.ppm"], in: directory.url)
        #expect(missing.status == 1)
        #expect(missing.stderrLines.last == "tagcloud: lost.ppm: directory 'nodir' does not exist")

        try fm.createSymbolicLink(atPath: directory.path("loop.ppm"), withDestinationPath: "loop.ppm")
        let loop = try TagCloudProcess.run(Self.render + ["-o", "loop.ppm"], in: directory.url)
        #expect(loop.status == 1)
        #expect(loop.stderrLines.last == "tagcloud: loop.ppm: Too many levels of symbolic links")
        #expect(try names(directory.url.path) == ["a.ppm", "b.ppm", "c.ppm", "loop.ppm", "lost.ppm"])
    }

    // MARK: Sticky world-writable directories (root only: lchown to another uid)

    static let nobody: uid_t = 65534

    /// A sticky world-writable directory (like /tmp) holding `victim.ppm`'s
    /// link `link.ppm`, the link owned by `nobody`; the victim lives outside.
    func stickySetup(directoryOwner: uid_t) throws -> (TemporaryDirectory, shared: String, victim: String) {
        let directory = try TemporaryDirectory()
        let shared = directory.path("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o1777)
        chown(shared, directoryOwner, directoryOwner)
        let victim = try directory.write("victim.ppm", "precious")
        try FileManager.default.createSymbolicLink(atPath: shared + "/link.ppm", withDestinationPath: victim)
        #expect(lchown(shared + "/link.ppm", Self.nobody, Self.nobody) == 0)
        return (directory, shared, victim)
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a link to another user"))
    func stickyDirectoryRefusesAnotherUsersLink() throws {
        let (directory, shared, victim) = try stickySetup(directoryOwner: 0)
        _ = directory
        let link = shared + "/link.ppm"
        let result = try TagCloudProcess.run(Self.render + ["-o", link])
        #expect(result.status == 1)
        #expect(result.stderrLines.last == "tagcloud: \(link): not following this symbolic link: it belongs to uid 65534, "
                + "in sticky world-writable directory '\(shared)' owned by someone else (the kernel's protected_symlinks rule)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(isLink(link))
        #expect(try linkText(link) == victim)
        #expect(try names(shared) == ["link.ppm"])
    }

    @Test(.enabled(if: geteuid() == 0, "needs root to give a link to another user"))
    func stickyDirectoryFollowsTheDirectoryOwnersLink() throws {
        let (directory, shared, victim) = try stickySetup(directoryOwner: Self.nobody)
        _ = directory
        let result = try TagCloudProcess.run(Self.render + ["-o", shared + "/link.ppm"])
        #expect(result.status == 0)
        #expect(try NetpbmStream.single(try bytes(victim)).width == 40)
        #expect(try names(shared) == ["link.ppm"])
    }

    /// Frames written into a directory obey the same rule: a planted link
    /// in place of frame 1 stops the run there, and its target survives.
    @Test(.enabled(if: geteuid() == 0, "needs root to give a link to another user"))
    func framesInAStickyDirectoryRefuseAnotherUsersLink() throws {
        let directory = try TemporaryDirectory()
        let shared = directory.path("frames")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o1777)
        let victim = try directory.write("victim.ppm", "precious")
        let link = shared + "/frame_00001.ppm"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: victim)
        #expect(lchown(link, Self.nobody, Self.nobody) == 0)
        let result = try TagCloudProcess.run([
            "animate", "--tags", Self.words, "--size", "40x30", "--fps", "10", "--duration", "0.4s", "--jobs", "2",
            "-o", shared + "/",
        ])
        #expect(result.status == 1)
        #expect(result.stderrLines.last?.hasPrefix("tagcloud: \(link): not following this symbolic link") == true)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(isLink(link))
        // Frame 0 came before the refusal; nothing after it was committed.
        #expect(try names(shared) == ["frame_00000.ppm", "frame_00001.ppm"])
    }

    /// `-o DIR/` where DIR is another user's link in a sticky directory:
    /// refused before any frame is written into the directory it names.
    @Test(.enabled(if: geteuid() == 0, "needs root to give a link to another user"))
    func frameDirectoryThatIsAnotherUsersLinkIsRefused() throws {
        let directory = try TemporaryDirectory()
        let shared = directory.path("shared")
        let elsewhere = directory.path("elsewhere")
        for path in [shared, elsewhere] { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }
        chmod(shared, 0o1777)
        let link = shared + "/frames"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere)
        #expect(lchown(link, Self.nobody, Self.nobody) == 0)
        for output in [link + "/", link] {
            let result = try TagCloudProcess.run([
                "animate", "--tags", Self.words, "--size", "40x30", "--fps", "10", "--duration", "0.2s", "-o", output,
            ])
            #expect(result.status == 1)
            #expect(result.stderrLines.last?.hasPrefix("tagcloud: \(link): not following this symbolic link") == true,
                    "\(result.stderr)")
        }
        #expect(try names(elsewhere) == [])
        // The owner's own link is followed.
        #expect(lchown(link, 0, 0) == 0)
        let own = try TagCloudProcess.run([
            "animate", "--tags", Self.words, "--size", "40x30", "--fps", "10", "--duration", "0.2s", "-o", link + "/",
        ])
        #expect(own.status == 0)
        #expect(try names(elsewhere) == ["frame_00000.ppm", "frame_00001.ppm"])
    }

    /// `/dev/stdout` is a link to a pipe here: written directly, as before.
    @Test func devStdoutIsWrittenDirectly() throws {
        let result = try TagCloudProcess.run(Self.render + ["-o", "/dev/stdout"])
        #expect(result.status == 0)
        #expect(try NetpbmStream.single(result.stdout).width == 40)
    }
}
