import Foundation
import Testing
import Homogeneous
import Raster
@testable import TagCloud

/// Issue 43 in the library: stills with no text over text, no specks, and
/// colours that stand out from any background.
@Suite struct StillQualityTests {
    /// Pairs of labels drawn at alpha ≥ 0.2 whose boxes share more than 15% of the smaller box.
    static func collisions(_ frame: LayoutResult) -> Int {
        let drawn = frame.tags.filter { $0.alpha >= 0.2 }
        var count = 0
        for a in drawn.indices {
            for b in drawn.indices where b > a {
                let p = drawn[a].box, q = drawn[b].box
                let w = min(p.maxX, q.maxX) - max(p.minX, q.minX), h = min(p.maxY, q.maxY) - max(p.minY, q.minY)
                let smaller = min(p.width * p.height, q.width * q.height)
                if w > 0, h > 0, w * h > 0.15 * smaller { count += 1 }
            }
        }
        return count
    }

    @Test func viewPlacedStillsHaveNoTextOverTextNorSpecks() {
        for (count, equal) in [(100, false), (100, true), (150, false), (20, false)] {
            for size in [Viewport(width: 1280, height: 720), Viewport(width: 800, height: 800)] {
                var cloud = Cloud(tags: ViewPlacementTests.madeUpTags(count, seed: 43, equal: equal), maxTags: nil, viewport: size)
                cloud.orientation = RotationSpec.orientation(applying: [ViewPlacementTests.turn(.unitX, 15)],
                                                             to: .identity)
                cloud.placeForView()
                let frame = cloud.layout.frame(orientation: cloud.orientation)
                #expect(Self.collisions(frame) == 0, "\(count) tags at \(size)")
                #expect(frame.tags.allSatisfy { $0.drawnSize >= 7 - 1e-9 }, "\(count) tags at \(size)")
                #expect((frame.faded ?? 0) == cloud.layout.covered.count)
                // Fading is not the whole answer: most labels stay drawn, and the heavy ones stay in front.
                #expect(Double(frame.tags.filter { $0.alpha >= 0.2 }.count) >= 0.6 * Double(count))
                let heavy = frame.tags.sorted { $0.weight > $1.weight }.prefix(10)
                #expect(heavy.filter { $0.depth > 0 && $0.alpha >= 0.2 }.count >= 9, "\(count) tags at \(size)")
            }
        }
    }

    @Test func theDrawnSizeFloorNeverGrowsALabelPastItsOwnSize() {
        var o = LayoutOptions()
        #expect(o.drawnFactor(atDepth: -1, size: 14, requestedSize: 14) == 0.5)
        #expect(o.drawnFactor(atDepth: 1, size: 14, requestedSize: 14) == 1)
        // Shrunk to a quarter: a 40 px label still draws at 10 px at the front, 7 px at the back.
        #expect(o.drawnFactor(atDepth: 1, size: 40, requestedSize: 40, shrink: 0.25) == 0.25)
        #expect(abs(o.drawnFactor(atDepth: -1, size: 40, requestedSize: 40, shrink: 0.25) * 40 - 7) < 1e-9)
        // A 5 px label asked for stays at 5 px at most, and off means no floor.
        #expect(o.drawnFactor(atDepth: -1, size: 5, requestedSize: 5) == 1)
        o.minDrawnSize = 0
        #expect(abs(o.drawnFactor(atDepth: -1, size: 14, requestedSize: 14) - 0.3) < 1e-12)
    }

    @Test func coveredLabelsFadeNearestAndHeaviestFirst() {
        let boxes = [Rect(minX: 0, minY: 0, maxX: 100, maxY: 20), Rect(minX: 50, minY: 5, maxX: 150, maxY: 25),
                     Rect(minX: 200, minY: 0, maxX: 260, maxY: 20), Rect(minX: 98, minY: 0, maxX: 120, maxY: 20)]
        // Tag 1 is nearest, so tag 0 (half under it) fades; tag 3 shares 2 px of 22 with tag 0 … but 0 is gone,
        // and it lies under tag 1 too.
        let covered = CoveredLabels.covered(boxes: boxes, depths: [0.2, 0.9, 0.5, 0.1], weights: [1, 1, 1, 1],
                                            heavy: 0, share: 0.04)
        #expect(covered == [0, 3])
        // The heavy one is kept first even when it is farther.
        let heavyFirst = CoveredLabels.covered(boxes: boxes, depths: [0.2, 0.9, 0.5, 0.1], weights: [9, 1, 1, 1],
                                               heavy: 1, share: 0.04)
        #expect(heavyFirst.contains(1) && !heavyFirst.contains(0))
    }

    @Test func labelColoursStandOutFromAnyBackground() {
        let legibility = Legibility()
        let paleYellow = Color(r: 0xf9, g: 0xd5, b: 0x6e)
        for page in [Color.white, Color(r: 0xfb, g: 0xf9, b: 0xf4), Color(r: 0xe0, g: 0xe8, b: 0xf0),
                     SceneStyle.defaultBackground, Color.black] {
            for (depth, bar) in [(0.1, 3.0), (0.7, 4.5)] {
                for blend in BlendSpace.allCases {
                    let (color, alpha) = legibility.legible(paleYellow, alpha: 0.6, depth: depth, size: 20,
                                                            background: page, blend: blend)
                    let seen = Legibility.composite(color, alpha, over: page, in: blend)
                    #expect(Legibility.ratio(seen, page) >= bar, "\(page) \(depth) \(blend)")
                }
            }
        }
        // Transparent: up to depth 0.5 the colour holds on white and on black; nearer,
        // it holds on white, and its white outline (drawn at the label's opacity) on black.
        #expect(legibility.outline(on: .transparent, depth: 0.7) == .white)
        #expect(legibility.outline(on: .transparent, depth: 0.3) == nil && legibility.outline(on: .white, depth: 0.7) == nil)
        for (depth, bar) in [(0.1, 3.0), (0.7, 4.5)] {
            let (color, alpha) = legibility.legible(paleYellow, alpha: 0.6, depth: depth, size: 20,
                                                    background: .transparent, blend: .linear)
            #expect(Legibility.ratio(Legibility.composite(color, alpha, over: .white, in: .srgb), .white) >= bar)
            let onBlack = legibility.outline(on: .transparent, depth: depth) ?? color
            #expect(Legibility.ratio(Legibility.composite(onBlack, alpha, over: .black, in: .srgb), .black) >= bar)
        }
        // Back labels and colours that already stand out are left as they are.
        #expect(legibility.legible(paleYellow, alpha: 0.3, depth: -0.5, size: 9, background: .white, blend: .linear)
            == (paleYellow, 0.3))
        #expect(legibility.legible(paleYellow, alpha: 1, depth: 0.9, size: 30, background: SceneStyle.defaultBackground,
                                   blend: .linear) == (paleYellow, 1))
    }

    @Test func themesKeepTheirGradientsLegible() {
        for theme in SceneStyle.Theme.allCases {
            for t in stride(from: 0.0, through: 1, by: 0.125) {
                #expect(Legibility.ratio(theme.gradient.color(at: t), theme.background) >= 4.5, "\(theme) at \(t)")
            }
        }
    }

    @Test func aSpinStartsWithTheHeavyTagsInFront() {
        let u = [3.0, 2.8, -1.0, 0.5]
        let turned = SpinPlacement.facingHeavy(u, weights: [10, 9, 1, 1])
        // The two heavy ones (of heavyCount 4: all) … weighted toward the first two, which come near 0.
        #expect(abs(turned[0]) < 0.8 && abs(turned[1]) < 0.8)
        // Differences are kept: a turn about the axis.
        #expect(abs(remainder(turned[0] - turned[2] - (u[0] - u[2]), 2 * Double.pi)) < 1e-12)
    }
}
