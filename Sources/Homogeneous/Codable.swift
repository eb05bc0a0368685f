// Codable, for every type, in the shapes a reader expects from simd and glm:
//
//   Vector3      [x, y, z]
//   Vector4      [x, y, z, w]
//   Quaternion   [x, y, z, w]                    (real part last, as simd_quatd.vector)
//   Matrix4      [[c0], [c1], [c2], [c3]]        (four columns of four: column-major)
//   Angle        {"degrees": 15} or {"radians": 0.25}   (the unit it was made in)
//   EulerOrder, DepthRange   their case names ("xyz", "zeroToOne")
//   Viewport     {"x": 0, "y": 0, "width": 640, "height": 480}
//
// Decoding is strict: a wrong count of numbers, or an angle with neither or
// both units, is a DecodingError naming the type and what it expected.
// JSONEncoder refuses NaN and infinity unless told how to write them.

extension Vector3: Codable {
    /// Writes `[x, y, z]`.
    public func encode(to encoder: any Encoder) throws { try CodableNumbers.encode([x, y, z], to: encoder) }

    /// Reads `[x, y, z]`: exactly three numbers.
    public init(from decoder: any Decoder) throws {
        let v = try CodableNumbers.decode(3, of: "Vector3", "[x, y, z]", from: decoder)
        self.init(v[0], v[1], v[2])
    }
}

extension Vector4: Codable {
    /// Writes `[x, y, z, w]`.
    public func encode(to encoder: any Encoder) throws { try CodableNumbers.encode([x, y, z, w], to: encoder) }

    /// Reads `[x, y, z, w]`: exactly four numbers.
    public init(from decoder: any Decoder) throws {
        let v = try CodableNumbers.decode(4, of: "Vector4", "[x, y, z, w]", from: decoder)
        self.init(v[0], v[1], v[2], v[3])
    }
}

extension Quaternion: Codable {
    /// Writes `[x, y, z, w]`, the real part last.
    public func encode(to encoder: any Encoder) throws { try CodableNumbers.encode([x, y, z, w], to: encoder) }

    /// Reads `[x, y, z, w]` (real part last): exactly four numbers, kept as
    /// they are (not normalised).
    public init(from decoder: any Decoder) throws {
        let v = try CodableNumbers.decode(4, of: "Quaternion", "[x, y, z, w] with the real part last", from: decoder)
        self.init(x: v[0], y: v[1], z: v[2], w: v[3])
    }
}

extension Matrix4: Codable {
    /// Writes the four columns, each as four numbers: `[[c0], [c1], [c2], [c3]]`,
    /// so the translation is the first three numbers of the last array.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for column in [c0, c1, c2, c3] {
            try container.encode([column.x, column.y, column.z, column.w])
        }
    }

    /// Reads four columns of four numbers, `[[c0], [c1], [c2], [c3]]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var columns: [SIMD4<Double>] = []
        while !container.isAtEnd && columns.count < 4 {
            let v = try CodableNumbers.decode(4, of: "Matrix4 column \(columns.count)", "[x, y, z, w]",
                                              from: container.superDecoder())
            columns.append(SIMD4(v[0], v[1], v[2], v[3]))
        }
        guard columns.count == 4, container.isAtEnd else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Matrix4: expected 4 columns of 4 numbers, [[c0], [c1], [c2], [c3]]")
        }
        self.init(columns: columns[0], columns[1], columns[2], columns[3])
    }
}

extension Angle: Codable {
    /// The keys of an encoded angle: its unit.
    private enum CodingKeys: String, CodingKey {
        case degrees, radians
    }

    /// Writes `{"degrees": d}` or `{"radians": r}`, in the unit the angle was made in.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch storage {
        case .degrees(let d): try container.encode(d, forKey: .degrees)
        case .radians(let r): try container.encode(r, forKey: .radians)
        }
    }

    /// Reads `{"degrees": d}` or `{"radians": r}`: exactly one of the two.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let degrees = try container.decodeIfPresent(Double.self, forKey: .degrees)
        let radians = try container.decodeIfPresent(Double.self, forKey: .radians)
        switch (degrees, radians) {
        case let (d?, nil): self.init(degrees: d)
        case let (nil, r?): self.init(radians: r)
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Angle: expected exactly one of {\"degrees\": number} or {\"radians\": number}"))
        }
    }
}

/// Writing and reading a fixed count of numbers as an unkeyed container, with
/// an error that names the type being read.
private enum CodableNumbers {
    static func encode(_ values: [Double], to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: values)
    }

    static func decode(_ count: Int, of type: String, _ shape: String, from decoder: any Decoder) throws -> [Double] {
        var container = try decoder.unkeyedContainer()
        var values: [Double] = []
        while !container.isAtEnd && values.count <= count {
            values.append(try container.decode(Double.self))
        }
        guard values.count == count else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(type): expected \(count) numbers, \(shape); found \(values.count)"
                    + (values.count > count ? " or more" : ""))
        }
        return values
    }
}
