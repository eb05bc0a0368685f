extension LayoutOptions {
    /// What is wrong with these options, in one line, or `nil` when they are valid.
    ///
    /// The layout pass never fails: it uses ``sanitized`` values instead
    /// (clamped ranges, swapped sizes, orthographic for a bad camera distance).
    /// A command-line front end should report this message instead.
    public var invalidReason: String? {
        func bad(_ v: Double) -> Bool { !v.isFinite }
        if bad(minScale) || minScale < 0 || minScale > 1 { return "minScale must be between 0 and 1, got \(minScale)" }
        if bad(minAlpha) || minAlpha < 0 || minAlpha > 1 { return "minAlpha must be between 0 and 1, got \(minAlpha)" }
        if bad(minSize) || minSize <= 0 { return "minSize must be a positive number of pixels, got \(minSize)" }
        if bad(maxSize) || maxSize < minSize { return "maxSize must be at least minSize (\(minSize)), got \(maxSize)" }
        if case .perspective(let distance) = projection, bad(distance) || distance <= 1 {
            return "the perspective camera distance must be more than 1 sphere radius, got \(distance)"
        }
        if let radius, bad(radius) || radius < 0 { return "radius must be a non-negative number of pixels, got \(radius)" }
        if bad(zoom) || zoom <= 0 { return "zoom must be a positive number, got \(zoom)" }
        if bad(minDrawnSize) || minDrawnSize < 0 { return "minDrawnSize must be a non-negative number of pixels, got \(minDrawnSize)" }
        if bad(padding) || padding < 0 || padding >= 0.5 { return "padding must be in [0, 0.5), got \(padding)" }
        if !Stretch.range.contains(stretch.x) || !Stretch.range.contains(stretch.y) {
            return "stretch must be between 0.1 and 10 on each axis, got \(stretch.x), \(stretch.y)"
        }
        return nil
    }

    /// The options made safe to compute with: every value clamped into its
    /// valid range, so the layout never produces NaN.
    public var sanitized: LayoutOptions {
        func clamp(_ v: Double, _ lo: Double, _ hi: Double, _ fallback: Double) -> Double {
            v.isFinite ? min(hi, max(lo, v)) : fallback
        }
        var o = self
        o.minScale = clamp(minScale, 0, 1, 0.3)
        o.minAlpha = clamp(minAlpha, 0, 1, 0.2)
        o.minSize = clamp(minSize, 0, 1e6, 12)
        o.maxSize = clamp(maxSize, 0, 1e6, 36)
        if o.maxSize < o.minSize { swap(&o.minSize, &o.maxSize) }
        if case .perspective(let distance) = projection, !(distance.isFinite && distance > 1) {
            o.projection = .orthographic
        }
        if let r = radius { o.radius = clamp(r, 0, 1e9, 0) }
        o.zoom = zoom.isFinite && zoom > 0 ? min(zoom, 1e6) : 1
        o.padding = clamp(padding, 0, 0.49, 0.02)
        o.stretch = stretch.sanitized
        o.minDrawnSize = clamp(minDrawnSize, 0, 1e6, 7)
        return o
    }

    /// The label scale at view depth `z` ∈ [−1, 1]: linear from ``minScale`` at the back to 1 at the front.
    @inlinable
    public func scale(atDepth z: Double) -> Double {
        minScale + (1 - minScale) * (z + 1) / 2
    }

    /// The label opacity at view depth `z` ∈ [−1, 1]: linear from ``minAlpha`` at the back to 1 at the front.
    @inlinable
    public func alpha(atDepth z: Double) -> Double {
        minAlpha + (1 - minAlpha) * (z + 1) / 2
    }

    /// The projection's magnification at view depth `z`: 1 for orthographic,
    /// distance / (distance − z) for perspective.
    @inlinable
    public func magnification(atDepth z: Double) -> Double {
        switch projection {
        case .orthographic: return 1
        case .perspective(let distance): return distance / (distance - z)
        }
    }

    /// The factor on a label's extent measured at `size` pixels that draws
    /// it at view depth `z`: the depth scale × the magnification × `shrink`
    /// (a placement's shrinking to fit), but never less than draws it at
    /// ``minDrawnSize``, or at `requestedSize` (its font size before any
    /// shrinking) when that is smaller.
    @inlinable
    public func drawnFactor(atDepth z: Double, size: Double, requestedSize: Double, shrink: Double = 1) -> Double {
        let k = scale(atDepth: z) * magnification(atDepth: z) * shrink
        guard size > 0 else { return k }
        return max(k, min(minDrawnSize, requestedSize) / size)
    }
}
