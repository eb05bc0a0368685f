#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster
import ImageCodecs
import TagCloud

/// Checks the memory a render or an animation will ask for against the
/// machine's physical memory before any of it is allocated, so that a size
/// the machine cannot hold is a runtime error (exit 1) that says how much is
/// needed, rather than an abort inside the allocator.
enum MemoryBudget {
    /// The machine's physical memory in bytes (pages × page size), or nil
    /// when the system does not say.
    static func physicalBytes() -> Int? {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return nil }
        return ImageMemory.product(Int(pages), Int(pageSize))
    }

    /// Refuses one `width × height` image in `format` (as `render` draws and
    /// encodes it) when it needs more than `physical` bytes.
    static func checkImage(width: Int, height: Int, format: ImageFormat, style: SceneStyle,
                           physical: Int?) throws(CLIError) {
        let memory = imageMemory(width: width, height: height, format: format, style: style)
        try check(memory.total, physical: physical,
                  what: "a \(width)×\(height) \(format.rawValue.uppercased()) image (pixels and encoding buffers)",
                  advice: "lower --size")
    }

    /// Refuses an animation whose `jobs` workers (each with a canvas and the
    /// encoder's scratch) and `window` encoded frames in flight need more
    /// than `physical` bytes.
    static func checkAnimation(width: Int, height: Int, format: ImageFormat, style: SceneStyle,
                               jobs: Int, window: Int, physical: Int?) throws(CLIError) {
        let memory = imageMemory(width: width, height: height, format: format, style: style)
        let workers = ImageMemory.product(jobs, ImageMemory.sum(memory.canvas, memory.scratch))
        let total = ImageMemory.sum(workers, ImageMemory.product(window, memory.file))
        try check(total, physical: physical,
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

    /// Throws when `bytes` exceed `physical` (nothing is checked when the
    /// machine's memory is unknown).
    static func check(_ bytes: Int, physical: Int?, what: String, advice: String) throws(CLIError) {
        guard let physical, bytes > physical else { return }
        let needs = bytes == .max ? "more than \(describe(.max))" : describe(bytes)
        throw CLIError.runtime("\(what) would need \(needs) of memory, but this machine has "
                               + "\(describe(physical)); \(advice)")
    }

    /// A byte count in GiB with one decimal (MiB below 1 GiB).
    static func describe(_ bytes: Int) -> String {
        let mebibytes = Double(bytes) / Double(1 << 20)
        if mebibytes < 1024 { return format1(mebibytes) + " MiB" }
        return format1(mebibytes / 1024) + " GiB"
    }

    /// `value` with one decimal.
    private static func format1(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths < 1e18 else { return String(Int(value.rounded())) }
        let t = Int(tenths)
        return "\(t / 10).\(t % 10)"
    }
}
