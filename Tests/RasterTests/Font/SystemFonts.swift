import Foundation

/// Debian's font files that some tests compare against (fonts-noto-core,
/// fonts-droid-fallback), which `.ci/run` installs.
enum SystemFonts {
    /// Whether tests that need every font at `paths` run: where they are all
    /// installed, and always under `.ci/run`, which sets
    /// TAGCLOUD_REQUIRE_FONTS so that there a missing font fails them.
    static func usable(_ paths: String...) -> Bool {
        paths.allSatisfy { FileManager.default.fileExists(atPath: $0) }
            || ProcessInfo.processInfo.environment["TAGCLOUD_REQUIRE_FONTS"] != nil
    }
}
