import Foundation
import Homogeneous
import Raster
import TrueType
import EmbeddedFont
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

    /// The prepared scene.
    let scene: Scene
    /// The replay that poses each frame.
    let replay: Replay
    /// The font (embedded DejaVu Sans).
    let font: Font

    /// Builds the scene from the essay at `root`/``textPath``.
    init(root: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + Self.textPath)))
        let tags = try TagInput.parse(bytes, file: Self.textPath,
                                      options: TagInputOptions(format: .text, maxTags: 200))
        font = Font.embedded
        let points = TagPlacement.positions(for: tags.map(\.weight))
        var options = LayoutOptions()
        options.minSize = 14
        options.maxSize = 72
        let layout = Layout(tags: tags, points: points, viewport: Viewport(width: Double(Self.width), height: Double(Self.height)),
                            options: options, measurer: font)
        scene = Scene(layout: layout, font: font)
        let tilt = RotationSpec.orientation(applying: [try RotationSpec.parse("x:15")])
        let replayOptions = try ReplayOptions(sphereRadius: layout.baseRadius, initialOrientation: tilt, fps: Self.fps)
        replay = try Replay(spin: try RotationSpec.parseRate("y:90"), duration: 4, options: replayOptions)
        precondition(replay.frameCount == Self.frameCount, "the spin should give \(Self.frameCount) frames")
    }

    /// The draw list of frame `index`.
    func drawList(frame index: Int) -> DrawList {
        let state = replay.state(ofFrame: index)
        return scene.drawList(orientation: state.orientation, zoom: state.zoom)
    }
}
