import TagCloud

extension GeoOptions {
    /// Refuses combinations that contradict each other: `--fit` with
    /// `--look-at`; `--globe` with options about reading or placing plain
    /// tags; `--fit links` or `--fit routes` with nothing of that kind; and
    /// more than one input reading standard input (the tags, stopwords,
    /// font, links and routes, and any `extraInputs` of the command, such as
    /// `animate --script`).
    static func validate(_ arguments: ParsedArguments, extraInputs: [Option<String>] = []) throws(UsageError) {
        if arguments.wasGiven(fit), arguments.wasGiven(lookAt) {
            throw UsageError("\(arguments.spelling(of: fit)) and \(arguments.spelling(of: lookAt)) both choose "
                + "what faces you; give one (--rotate may follow either)")
        }
        try validateGlobe(arguments)
        try validateFitTarget(arguments)
        try validateStandardInput(arguments, extraInputs: extraInputs)
    }

    /// Refuses `--globe` with the plain tag-reading and placement options.
    private static func validateGlobe(_ arguments: ParsedArguments) throws(UsageError) {
        guard arguments.isSet(globe) else { return }
        let given: [(OptionSpec, String)] = [
            (TagInputOptions.inputFormat.spec, "the tags are read as places"),
            (TagInputOptions.textInput.spec, "the tags are read as places"),
            (TagInputOptions.stopwords.spec, "the tags are read as places, not counted from text"),
            (TagInputOptions.minWordLength.spec, "the tags are read as places, not counted from text"),
            (LayoutOptions.relax.spec, "each tag sits at its own latitude and longitude"),
        ]
        for (spec, reason) in given where arguments.wasGiven(spec) {
            throw UsageError("\(arguments.spelling(of: spec)) does not apply with "
                + "\(arguments.spelling(of: globe)): \(reason)")
        }
    }

    /// Refuses `--fit links` without `--links` and `--fit routes` without a route.
    private static func validateFitTarget(_ arguments: ParsedArguments) throws(UsageError) {
        guard let target = arguments.value(fit) else { return }
        let fitText = "\(arguments.spelling(of: fit)) \(target.rawValue)"
        if target == .links, !arguments.wasGiven(links) {
            throw UsageError("\(fitText) needs links to fit: give --links FILE")
        }
        if target == .routes, !arguments.wasGiven(route), !arguments.wasGiven(routePolyline) {
            throw UsageError("\(fitText) needs a route to fit: give --route FILE or --route-polyline STRING")
        }
    }

    /// Refuses more than one input on standard input.
    private static func validateStandardInput(_ arguments: ParsedArguments,
                                              extraInputs: [Option<String>]) throws(UsageError) {
        var readers: [String] = []
        for option in RenderOptions.inputFiles + extraInputs + [links] where arguments.value(option) == "-" {
            readers.append(arguments.spelling(of: option))
        }
        readers += arguments.values(route).filter { $0 == "-" }.map { _ in arguments.spelling(of: route) }
        if readers.count > 1 {
            throw UsageError("\(readers.joined(separator: " and ")) cannot both use standard input (-)")
        }
    }
}
