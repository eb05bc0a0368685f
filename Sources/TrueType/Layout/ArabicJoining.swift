/// Arabic joining: which contextual form each letter of a run takes, from
/// the Unicode joining types (ArabicShaping.txt, see ``table``), with
/// HarfBuzz's state machine for the forms Arabic uses (Syriac's fin2, fin3
/// and med2 are never chosen).
enum ArabicJoining {
    /// Unicode joining types, as the generated table stores them.
    enum JoiningType: UInt8 {
        case unlisted = 0, nonJoining, leftJoining, rightJoining, dualJoining, joinCausing, transparent
    }

    /// The contextual forms, numbered as their ``FeatureMask`` bits.
    enum Form: Int, CaseIterable {
        case isol = 1, fina, fin2, fin3, medi, med2, initial

        /// The GSUB feature that makes this form.
        var tag: StaticString {
            switch self {
            case .isol: "isol"
            case .fina: "fina"
            case .fin2: "fin2"
            case .fin3: "fin3"
            case .medi: "medi"
            case .med2: "med2"
            case .initial: "init"
            }
        }
    }

    /// The joining type of `scalar`; unlisted marks and format characters are transparent.
    static func joiningType(_ scalar: Unicode.Scalar) -> JoiningType {
        let raw = RangeTable.value(of: scalar.value, in: table, bits: 3).map { UInt8($0) } ?? 0
        let type = JoiningType(rawValue: raw) ?? .unlisted
        guard type == .unlisted else { return type }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return .transparent
        default: return .nonJoining
        }
    }

    /// The form of each scalar of a logical-order run (nil: no form).
    static func forms(_ scalars: [Unicode.Scalar]) -> [Form?] {
        var forms = [Form?](repeating: nil, count: scalars.count)
        var previous: Int?
        var state = 0
        for (i, scalar) in scalars.enumerated() {
            let type = joiningType(scalar)
            if type == .transparent { continue }
            // Columns: non-joining, left, right, dual (join-causing acts as dual).
            let column: Int
            switch type {
            case .leftJoining: column = 1
            case .rightJoining: column = 2
            case .dualJoining, .joinCausing: column = 3
            default: column = 0
            }
            let (previousForm, form, next) = transitions[state][column]
            if let previousForm, let p = previous { forms[p] = previousForm }
            forms[i] = form
            previous = i
            state = next
        }
        return forms
    }

    /// HarfBuzz's joining states 0-3 by column: the form for the previous
    /// letter, the form for this one, and the next state.
    private static let transitions: [[(Form?, Form?, Int)]] = [
        [(nil, nil, 0), (nil, .isol, 2), (nil, .isol, 1), (nil, .isol, 2)],
        [(nil, nil, 0), (nil, .isol, 2), (nil, .isol, 1), (nil, .isol, 2)],
        [(nil, nil, 0), (nil, .isol, 2), (.initial, .fina, 1), (.initial, .fina, 3)],
        [(nil, nil, 0), (nil, .isol, 2), (.medi, .fina, 1), (.medi, .fina, 3)],
    ]
}
