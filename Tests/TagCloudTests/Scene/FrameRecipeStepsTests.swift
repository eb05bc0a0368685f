import Foundation
import Raster
import ImageCodecs
import Testing
@testable import TagCloud

/// ``FrameRecipe/render(frame:with:into:)`` in its two steps,
/// ``FrameRecipe/prepare(frame:with:)`` (the labels' coverage, kept in the
/// worker) and ``FrameRecipe/finish(with:into:)`` (drawing and encoding), as
/// the animate pipeline calls them with a frame's slot taken only for the
/// second.
@Suite struct FrameRecipeStepsTests {
    /// A spinning cloud's recipe for `format`, 8 frames.
    static func recipe(_ format: ImageFormat) throws -> FrameRecipe {
        let cloud = SceneBandTests.cloud()
        return try FrameRecipe(cloud: cloud, replay: cloud.spin(RotationSpec.parse("y:90"), seconds: 4, fps: 2),
                               format: format)
    }

    /// Each frame, prepared and finished by one worker into one reused
    /// buffer, is the bytes that another worker's `render` makes of it,
    /// and those of the scene renderer's whole canvas encoded: for the
    /// banded formats and for PNG (drawn through the full canvas).
    @Test(arguments: [ImageFormat.ppm, .pam, .png])
    func stepsEqualRender(_ format: ImageFormat) throws {
        let recipe = try Self.recipe(format)
        let (stepped, rendered) = (try recipe.makeWorker(), try recipe.makeWorker())
        var (frame, expected) = (EncodedFrame(), EncodedFrame())
        let renderer = SceneRenderer(fonts: recipe.fonts)
        for index in [0, 3, 1, 1, 7] {
            recipe.prepare(frame: index, with: stepped)
            recipe.finish(with: stepped, into: &frame)
            recipe.render(frame: index, with: rendered, into: &expected)
            #expect(frame.bytes == expected.bytes, "\(format), frame \(index)")
            let whole = try renderer.render(recipe.drawList(frame: index))
            #expect(SceneBandTests.mismatch(frame.bytes, recipe.format.encoder(recipe.encoding).encoded(whole)) == nil,
                    "\(format), frame \(index): the whole canvas encoded")
        }
    }

    /// A worker prepares its next frame before its last one is finished
    /// (the pipeline fills labels while the last frame is written): finish
    /// draws the frame prepared last, once; with nothing prepared since, a
    /// finish leaves the buffer alone.
    @Test(arguments: [ImageFormat.ppm, .png])
    func finishDrawsTheFramePreparedLastOnce(_ format: ImageFormat) throws {
        let recipe = try Self.recipe(format)
        let worker = try recipe.makeWorker()
        var (frame, expected) = (EncodedFrame(), EncodedFrame())
        recipe.render(frame: 5, with: try recipe.makeWorker(), into: &expected)
        recipe.prepare(frame: 2, with: worker)
        recipe.prepare(frame: 5, with: worker)
        recipe.finish(with: worker, into: &frame)
        #expect(frame.bytes == expected.bytes)
        var untouched = EncodedFrame()
        recipe.finish(with: worker, into: &untouched)
        #expect(untouched.bytes.isEmpty, "a finish with nothing prepared drew a frame")
    }
}
