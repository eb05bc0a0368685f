/// A 2D outline made of contours of lines, quadratic and cubic Béziers.
///
/// Paths are what the coverage rasterizer fills (non-zero winding) and what
/// glyph outlines and strokes are turned into. A contour starts with
/// ``move(to:)``; ``close()`` or the next `move` ends it, and filling treats
/// every contour as closed.
public struct Path: Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new contour at the point.
        case move(to: Point)
        /// A straight segment from the current point.
        case line(to: Point)
        /// A quadratic Bézier from the current point.
        case quad(control: Point, to: Point)
        /// A cubic Bézier from the current point.
        case cubic(control1: Point, control2: Point, to: Point)
        /// Closes the current contour back to its start.
        case close
    }

    /// The commands in order.
    public private(set) var elements: [Element]

    /// Creates an empty path.
    public init() { elements = [] }

    /// Creates a path from a list of commands.
    public init(elements: [Element]) { self.elements = elements }

    /// True when the path has no commands.
    @inlinable public var isEmpty: Bool { elements.isEmpty }

    /// Reserves room for `count` commands.
    public mutating func reserveCapacity(_ count: Int) { elements.reserveCapacity(count) }

    /// Starts a new contour at `p`.
    public mutating func move(to p: Point) { elements.append(.move(to: p)) }

    /// Adds a straight segment to `p`.
    public mutating func line(to p: Point) { elements.append(.line(to: p)) }

    /// Adds a quadratic Bézier through `control` to `p`.
    public mutating func quad(control: Point, to p: Point) {
        elements.append(.quad(control: control, to: p))
    }

    /// Adds a cubic Bézier through `control1` and `control2` to `p`.
    public mutating func cubic(control1: Point, control2: Point, to p: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: p))
    }

    /// Closes the current contour.
    public mutating func close() { elements.append(.close) }

    /// Appends every command of `other`.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// Appends every command of `other` with its points mapped through `t`
    /// (how a run's glyph outlines, kept in font units, become one pixel-space path).
    public mutating func append(_ other: Path, transform t: AffineTransform) {
        elements.reserveCapacity(elements.count + other.elements.count)
        for element in other.elements {
            switch element {
            case .move(let p): elements.append(.move(to: t.apply(p)))
            case .line(let p): elements.append(.line(to: t.apply(p)))
            case .quad(let c, let p): elements.append(.quad(control: t.apply(c), to: t.apply(p)))
            case .cubic(let c1, let c2, let p):
                elements.append(.cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p)))
            case .close: elements.append(.close)
            }
        }
    }

    /// Removes every command, keeping the storage for reuse if asked.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        elements.removeAll(keepingCapacity: keepingCapacity)
    }

    /// The path with every point mapped through `t`.
    public func transformed(by t: AffineTransform) -> Path {
        var path = Path()
        path.append(self, transform: t)
        return path
    }

    /// The box around every point and control point, or nil for an empty path.
    /// It contains the outline, since Béziers lie inside their control hull.
    public var controlBounds: Rect? {
        var box: Rect?
        func add(_ p: Point) {
            box = box?.including(p) ?? Rect(minX: p.x, minY: p.y, maxX: p.x, maxY: p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        return box
    }
}
