#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ImageCodecs

/// The limits on the memory this process can use, which ``MemoryBudget``
/// checks image buffers against before allocating them:
///
/// - the machine's physical memory;
/// - the memory its control group still leaves it (Linux cgroup v2
///   `memory.max`, v1 `memory.limit_in_bytes`, at the process's group and
///   every group above it, less what the group already uses apart from
///   page cache the kernel can drop): past it the kernel's OOM killer ends
///   the process without a word;
/// - the address space limit (`ulimit -v`, `RLIMIT_AS`): past it `malloc`
///   fails, and Swift stops the process with a fatal error.
struct MemoryLimits: Hashable, Sendable {
    /// The machine's physical memory in bytes (nil: unknown).
    var physical: Int?
    /// What the cgroups leave the process, in bytes (nil: no limit).
    var cgroup: Int?
    /// The soft `RLIMIT_AS` in bytes (nil: unlimited). The address space
    /// the process already uses counts against it; see ``addressSpaceInUse()``.
    var addressSpace: Int?

    /// The limits of this process now.
    static func current() -> MemoryLimits {
        MemoryLimits(physical: physicalBytes(), cgroup: cgroupAvailable(), addressSpace: POSIX.addressSpaceLimit())
    }

    /// Under an address space limit, keeps the C allocator to one arena.
    /// glibc otherwise reserves 64 MiB of address space for each thread
    /// that allocates (a second arena), which under `ulimit -v` takes the
    /// room the images were checked against. Call before starting threads.
    /// (`mallopt` is looked up at run time: Swift's Glibc module leaves
    /// `malloc.h` out, and other C libraries have no such arenas.)
    static func fitAllocatorToAddressSpaceLimit() {
        #if canImport(Glibc)
        guard POSIX.addressSpaceLimit() != nil, let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let arenaMaximum: Int32 = -8  // M_ARENA_MAX
        _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaximum, 1)
        #endif
    }

    /// The machine's physical memory (pages × page size), or nil when the
    /// system does not say.
    static func physicalBytes() -> Int? {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return nil }
        return ImageMemory.product(Int(pages), Int(pageSize))
    }

    /// The address space the process maps now (the first field of
    /// `/proc/self/statm`, in pages), or nil where there is no such file.
    static func addressSpaceInUse() -> Int? {
        guard let text = readSmallFile("/proc/self/statm"),
              let pages = text.split(separator: " ").first.flatMap({ Int($0) }) else { return nil }
        return ImageMemory.product(pages, Int(sysconf(Int32(_SC_PAGESIZE))))
    }

    /// The least memory any cgroup of the process leaves it, read from
    /// `/proc/self/cgroup` and the cgroup file systems under `root`; nil
    /// when none has a limit (or this is not Linux).
    static func cgroupAvailable(membership: String? = readSmallFile("/proc/self/cgroup"),
                                root: String = "/sys/fs/cgroup",
                                read: (String) -> String? = readSmallFile) -> Int? {
        guard let membership else { return nil }
        var least: Int?
        for line in membership.split(separator: "\n") {
            // hierarchy-ID:controllers:path
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[2].hasPrefix("/") else { continue }
            let controllers = fields[1].split(separator: ",")
            let layout: CgroupFiles
            if fields[0] == "0", controllers.isEmpty {
                layout = .version2(root)
            } else if controllers.contains("memory") {
                layout = .version1(root + "/memory")
            } else {
                continue
            }
            // The group and each group above it, up to the mount's root.
            var path = String(fields[2])
            while true {
                if let left = layout.available(in: path, read: read) { least = min(least ?? .max, left) }
                guard path != "/", let slash = path.lastIndex(of: "/") else { break }
                path = slash == path.startIndex ? "/" : String(path[..<slash])
            }
        }
        return least
    }

    /// Where one cgroup version keeps a group's limit and usage.
    private enum CgroupFiles {
        case version1(String)
        case version2(String)

        /// The group's limit less its working set (usage without inactive
        /// page cache), or nil when the group has no limit or no files.
        func available(in group: String, read: (String) -> String?) -> Int? {
            let (mount, limitFile, usageFile, cacheKey) = switch self {
            case .version1(let mount): (mount, "memory.limit_in_bytes", "memory.usage_in_bytes", "total_inactive_file")
            case .version2(let mount): (mount, "memory.max", "memory.current", "inactive_file")
            }
            let directory = group == "/" ? mount : mount + group
            // "max" (v2) does not parse; v1 writes no limit as about 2^63.
            guard let limit = read(directory + "/" + limitFile).flatMap(Self.number), limit < 1 << 62 else {
                return nil
            }
            let usage = read(directory + "/" + usageFile).flatMap(Self.number) ?? 0
            let cache = read(directory + "/memory.stat").flatMap { Self.statistic(cacheKey, in: $0) } ?? 0
            return max(0, limit - max(0, usage - cache))
        }

        /// A file's one number.
        private static func number(_ text: String) -> Int? {
            text.split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }
        }

        /// The value of `key` in a `memory.stat` file.
        private static func statistic(_ key: String, in text: String) -> Int? {
            for line in text.split(separator: "\n") {
                let parts = line.split(separator: " ")
                if parts.count == 2, parts[0] == key { return Int(parts[1]) }
            }
            return nil
        }
    }

    /// The text of a small system file, or nil when it cannot be read.
    static func readSmallFile(_ path: String) -> String? {
        (try? InputReader.read(path, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
    }
}
