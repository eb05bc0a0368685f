import Foundation
import Homogeneous
import Raster
import TrueType
import EmbeddedFont
import ImageCodecs
import TagCloud

/// The benchmark scene, built through the library exactly as
/// `tagcloud animate` builds it from the equivalent command line
/// (``animateArguments``): the 200 heaviest words of the bundled essay,
/// 1920×1080, DejaVu Sans at 14–72 px by weight, depth scale 0.3–1 with
/// alpha, tilted 15° about x and spun 3° per frame about y for 120 frames.
struct BenchScene {
    /// The bundled essay, relative to the repository root.
    static let textPath = "Snapshots/samples/sample-text.txt"
    /// The font file the peers load (the same face the library embeds).
    static let fontPath = "Sources/CEmbeddedFont/DejaVuSans.ttf"
    /// Frame size.
    static let width = 1920, height = 1080
    /// Frames, and the frame rate that makes 90°/s exactly 3° per frame.
    static let frameCount = 120, fps = 30.0

    /// The `tagcloud animate` arguments (after `animate`) for the same frames.
    static let animateArguments = [
        "--tags", textPath, "--text-input", "--max-tags", "200", "--size", "\(width)x\(height)",
        "--min-size", "14", "--max-size", "72", "--rotate", "x:15", "--spin", "y:90",
        "--duration", "4s", "--fps", "30", "--format", "ppm",
    ]

    /// The frames: the cloud's scene, the replay and the font, as
    /// `tagcloud animate` prepares them.
    let recipe: FrameRecipe
    /// The prepared scene.
    var scene: Scene { recipe.scene }
    /// The replay that poses each frame.
    var replay: Replay { recipe.replay }
    /// The font (embedded DejaVu Sans).
    var font: Font { recipe.font }

    /// Builds the scene from the essay at `root`/``textPath`` through the
    /// library's ``Cloud``, with the options of ``animateArguments`` (and
    /// `--declutter fade` when `declutter` is ``Declutter/fade``).
    init(root: String, declutter: Declutter = .off) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + Self.textPath)))
        let tags = try TagInput.parse(bytes, file: Self.textPath,
                                      options: TagInputOptions(format: .text, maxTags: 200))
        let viewport = Viewport(width: Self.width, height: Self.height)
        // Round, as `tagcloud animate` draws without --stretch (the still's fill is off).
        var options = LayoutOptions(for: viewport, minSize: 14, maxSize: 72)
        options.fillsFrame = false
        var cloud = Cloud(tags: tags, viewport: viewport, options: options)
        cloud.rotate(by: [try RotationSpec.parse("x:15")])
        // Placed for the spin, as `tagcloud animate --spin` places without --placement.
        let spin = try RotationSpec.parseRate("y:90")
        _ = cloud.placeForSpin(about: spin.axis)
        cloud.style.declutter = declutter
        let replay = try cloud.spin(spin, seconds: 4, fps: Self.fps)
        precondition(replay.frameCount == Self.frameCount, "the spin should give \(Self.frameCount) frames")
        recipe = try FrameRecipe(cloud: cloud, replay: replay, format: .ppm)
    }

    /// The draw list of frame `index`.
    func drawList(frame index: Int) -> DrawList {
        recipe.drawList(frame: index)
    }
}
