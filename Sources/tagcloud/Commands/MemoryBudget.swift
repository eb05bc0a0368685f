import Raster
import ImageCodecs
import TagCloud

/// Checks the memory a render or an animation will ask for against what
/// the process may use (``MemoryLimits``: physical memory, the cgroup's
/// limit, the address space limit) before any of it is allocated, so that a
/// size that cannot be held is a runtime error (exit 1) that says how much
/// is needed and what limits it, rather than an abort inside the allocator
/// or the OOM killer's SIGKILL.
enum MemoryBudget {
    /// Address space kept free beside the image buffers under `ulimit -v`,
    /// for everything else a run maps: the allocator's arenas, label
    /// coverage, glyph outlines, the encoder's tables.
    static let addressSpaceReserve = 32 << 20

    /// Refuses one `width × height` image in `format` (as `render` draws and
    /// encodes it) when it needs more than `limits` leave.
    static func checkImage(width: Int, height: Int, format: ImageFormat, style: SceneStyle,
                           limits: MemoryLimits,
                           addressSpaceInUse: Int? = MemoryLimits.addressSpaceInUse()) throws(CLIError) {
        let memory = imageMemory(width: width, height: height, format: format, style: style)
        try check(memory.total, threads: 0, limits: limits, addressSpaceInUse: addressSpaceInUse,
                  what: "a \(width)×\(height) \(format.rawValue.uppercased()) image (pixels and encoding buffers)",
                  advice: "lower --size")
    }

    /// Refuses an animation whose `jobs` workers (each with a canvas, the
    /// encoder's scratch and a thread's stack), `window` encoded frames in
    /// flight and (GIF, APNG) the encoder's own state need more than
    /// `limits` leave.
    static func checkAnimation(width: Int, height: Int, format: ImageFormat, style: SceneStyle,
                               jobs: Int, window: Int, limits: MemoryLimits,
                               addressSpaceInUse: Int? = MemoryLimits.addressSpaceInUse()) throws(CLIError) {
        let memory = imageMemory(width: width, height: height, format: format, style: style)
        // A PNG frame is compressed into a new buffer while its slot still
        // holds the frame before; the other formats rewrite theirs in place.
        let worker = [memory.canvas, memory.scratch, format == .png ? memory.file : 0].reduce(0, ImageMemory.sum)
        let workers = ImageMemory.product(jobs, worker)
        let total = [workers, ImageMemory.product(window, memory.file), memory.encoder].reduce(0, ImageMemory.sum)
        try check(total, threads: jobs, limits: limits, addressSpaceInUse: addressSpaceInUse,
                  what: "\(jobs) \(jobs == 1 ? "canvas" : "canvases") and \(window) encoded "
                      + "\(format.rawValue.uppercased()) \(window == 1 ? "frame" : "frames") of \(width)×\(height)",
                  advice: jobs > 1 ? "lower --size or --jobs" : "lower --size")
    }

    /// What one image takes in `format` with the style's alpha.
    private static func imageMemory(width: Int, height: Int, format: ImageFormat, style: SceneStyle) -> ImageMemory {
        let options = ImageEncodingOptions(for: format, style: style)
        return ImageMemory(width: width, height: height, format: format, keepAlpha: options.keepAlpha,
                           compression: options.compression)
    }

    /// Throws when `bytes` exceed the tightest of `limits`. Under an address
    /// space limit, what the process maps already (`addressSpaceInUse`),
    /// the stacks of `threads` new threads and ``addressSpaceReserve`` come
    /// off it first. Unknown limits are not checked.
    static func check(_ bytes: Int, threads: Int, limits: MemoryLimits, addressSpaceInUse: Int?,
                      what: String, advice: String) throws(CLIError) {
        var room: [(bytes: Int, says: String)] = []
        if let physical = limits.physical {
            room.append((physical, "this machine has \(ByteCount.describe(physical))"))
        }
        if let cgroup = limits.cgroup {
            room.append((cgroup, "the cgroup's memory limit leaves \(ByteCount.describe(cgroup))"))
        }
        if let space = limits.addressSpace {
            let taken = [addressSpaceInUse ?? 0, addressSpaceReserve, ImageMemory.product(threads, FramePipeline.stackSize)]
                .reduce(0, ImageMemory.sum)
            let left = max(0, space - min(space, taken))
            room.append((left, "the address space limit (ulimit -v) leaves \(ByteCount.describe(left))"))
        }
        guard let tightest = room.min(by: { $0.bytes < $1.bytes }), bytes > tightest.bytes else { return }
        let needs = bytes == .max ? "more than \(ByteCount.describe(.max))" : ByteCount.describe(bytes)
        throw CLIError.runtime("\(what) would need \(needs) of memory, but \(tightest.says); \(advice)")
    }
}
