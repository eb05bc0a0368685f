// libFuzzer target `pipeline`: the whole path from tag text to an encoded
// image, as `tagcloud render` takes it, at a small size.
//
// Four bytes choose the options, the rest is the tag file:
//   byte 0  bits 0–1 format: auto, list, weighted, text
//           bits 2–3 size scale: sqrt, linear, log, sqrt
//           bit 4    perspective projection (camera distance 4)
//           bit 5    transparent background (PNG keeps alpha), else depth fade by blending
//           bit 6    link each of the first eight tags to the next, weighted by its tag's weight
//           bit 7    guides (sphere outline and equator)
//   byte 1  width 8…96 px;  byte 2  height 8…96 px
//   byte 3  rotation: bits 0–5 about y in steps of 360°/64, bits 6–7 about x in steps of 45°
// At most 64 tags are kept (the heaviest), as `--max-tags 64` would.
// Input, placement (Fibonacci lattice), layout, scene, draw list, canvas,
// then PNG and PPM encoding. Checks: the placement is a permutation; every
// laid-out number is finite; font sizes lie within the size range and a
// heavier tag's is never smaller; the canvas has the asked size; the PNG is
// framed by its signature and IEND chunk; the PPM decodes to the canvas's size;
// the PPM composited straight from the masks (as `animate` writes PPM frames
// over an opaque background), fresh and into a buffer kept from the last
// input, is the canvas's PPM byte for byte, and is refused over a
// transparent background.
import Homogeneous
import EmbeddedFont
import ImageCodecs
import Raster
import TagCloud
import TrueType

/// A PPM buffer kept from one input to the next, as an animation's frame
/// slot is: inputs of the same size rewrite only what either drew.
nonisolated(unsafe) private var keptFrame = EncodedFrame()

/// The most tags kept.
private let maxTags = 64
/// One renderer for the whole run, as each frame worker keeps one.
nonisolated(unsafe) private let renderer = SceneRenderer(font: Font.embedded)

/// Whether every number a laid-out tag carries is finite.
private func isFinite(_ tag: LaidOutTag) -> Bool {
    [tag.weight, tag.point.x, tag.point.y, tag.point.z, tag.screen.x, tag.screen.y, tag.depth, tag.scale,
     tag.magnification, tag.alpha, tag.fontSize, tag.drawnSize, tag.box.minX, tag.box.minY, tag.box.maxX,
     tag.box.maxY, tag.baseline].allSatisfy(\.isFinite)
}

/// The layout options the selector byte asks for, with sizes that suit the viewport.
private func layoutOptions(_ selector: UInt8, viewport: Viewport) -> LayoutOptions {
    let scales: [LayoutOptions.SizeScaling] = [.sqrt, .linear, .log, .sqrt]
    var options = LayoutOptions(for: viewport)
    options.projection = selector & 0x10 != 0 ? .perspective(distance: 4) : .orthographic
    options.scaleBy = scales[Int(selector >> 2 & 3)]
    return options
}

/// Checks the placement of `tags`: a permutation of the lattice.
private func checkPlacement(_ tags: [Tag]) -> [Vector3] {
    let points = SpherePoints.generate(count: tags.count, lattice: .fibonacci)
    let slots = TagPlacement.assign(weights: tags.map(\.weight), points: points)
    FuzzCheck.require(slots.sorted() == Array(points.indices), "placement is not a permutation")
    return slots.map { points[$0] }
}

/// Checks one frame's layout: finite numbers, sizes in range and in weight order.
private func checkLayout(_ frame: LayoutResult, _ layout: Layout) {
    let o = layout.options
    for tag in frame.tags {
        FuzzCheck.require(isFinite(tag), "non-finite layout for \(tag.text.debugDescription) (weight \(tag.weight))")
        FuzzCheck.require(tag.fontSize >= o.minSize && tag.fontSize <= o.maxSize,
                          "font size \(tag.fontSize) outside \(o.minSize)…\(o.maxSize) for weight \(tag.weight)")
    }
    // Tags come heaviest first; sizes must not grow down the list.
    for (a, b) in zip(frame.tags, frame.tags.dropFirst()) where a.weight >= b.weight {
        FuzzCheck.require(a.fontSize >= b.fontSize,
                          "weight \(a.weight) got size \(a.fontSize) below weight \(b.weight)'s \(b.fontSize)")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard input.count >= 4 else { return 0 }
    let (selector, rotation) = (input[0], input[3])
    let (width, height) = (8 + Int(input[1]) % 89, 8 + Int(input[2]) % 89)
    let formats: [TagFormat] = [.auto, .list, .weighted, .text]
    let tags: [Tag]
    do {
        tags = try TagInput.parse(Array(input.dropFirst(4)), file: "fuzz.txt",
                                  options: TagInputOptions(format: formats[Int(selector & 3)], maxTags: maxTags))
    } catch {
        return 0
    }
    let points = checkPlacement(tags)
    let viewport = Viewport(width: Double(width), height: Double(height))
    let layout = Layout(tags: tags, points: points, viewport: viewport,
                        options: layoutOptions(selector, viewport: viewport), measurer: Font.embedded)
    FuzzCheck.require(layout.baseRadius.isFinite && layout.baseRadius >= 0, "radius \(layout.baseRadius)")
    let orientation = RotationSpec.orientation(applying: [
        RotationSpec(axis: .unitY, angle: .degrees(Double(rotation & 63) * 360 / 64)),
        RotationSpec(axis: .unitX, angle: .degrees(Double(rotation >> 6) * 45)),
    ])
    checkLayout(layout.frame(orientation: orientation), layout)
    let transparent = selector & 0x20 != 0
    let style = SceneStyle(background: transparent ? .transparent : SceneStyle.defaultBackground,
                           depthFade: transparent ? .alpha : .blend, guides: selector & 0x80 != 0)
    let links = selector & 0x40 == 0 ? [] : (0..<min(8, tags.count - 1)).map {
        TagLink(from: $0, to: $0 + 1, weight: tags[$0].weight)
    }
    let curves = SceneCurve.links(links, points: points, style: style, screenRadius: layout.radius)
    for curve in curves {
        FuzzCheck.require(curve.width.isFinite && curve.width >= style.linkWidth
                          && curve.width <= style.linkWidth * SceneCurve.maximumLinkWidthFactor,
                          "link width \(curve.width)")
    }
    let scene = Scene(layout: layout, font: Font.embedded, style: style, curves: curves)
    let list = scene.drawList(orientation: orientation)
    for case .label(let label) in list.items {
        FuzzCheck.require(label.origin.x.isFinite && label.origin.y.isFinite && label.alpha.isFinite,
                          "non-finite label draw for tag \(label.tag)")
    }
    let canvas: Canvas
    do {
        canvas = try renderer.render(list)
    } catch {
        fatalError("a \(width)×\(height) canvas was refused: \(error)")
    }
    FuzzCheck.require(canvas.width == width && canvas.height == height, "canvas \(canvas.width)×\(canvas.height)")
    let png = ImageFormat.png.encoder(ImageEncodingOptions(for: .png, style: style)).encoded(canvas)
    FuzzCheck.require(png.starts(with: PNGEncoder.signature) && png.suffix(8).starts(with: Array("IEND".utf8)),
                      "PNG not framed by its signature and IEND")
    let ppm = ImageFormat.ppm.encoder(ImageEncodingOptions(for: .ppm, style: style)).encoded(canvas)
    guard let decoded = try? PNMDecoder.decode(ppm) else { fatalError("the PPM does not decode") }
    FuzzCheck.require(decoded.width == width && decoded.height == height, "PPM decodes to another size")
    guard let direct = ImageFormat.ppm.encoder(ImageEncodingOptions(for: .ppm, style: style)) as? PPMEncoder else {
        fatalError("the PPM encoder is not a PPMEncoder")
    }
    for kept in [false, true] {
        var fresh = EncodedFrame()
        let drawn = renderer.withPreparedCoverage {
            kept ? direct.encode($0, width: width, height: height, into: &keptFrame)
                : direct.encode($0, width: width, height: height, into: &fresh)
        }
        FuzzCheck.require(drawn != (transparent ? true : false), "PPM from the masks drawn: \(String(describing: drawn))")
        if drawn == true {
            FuzzCheck.require((kept ? keptFrame : fresh).bytes == ppm, "the PPM from the masks differs from the canvas's")
        }
    }
    return 0
}
