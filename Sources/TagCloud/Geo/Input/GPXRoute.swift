/// Reads GPX 1.0 and 1.1 into a ``RouteDocument`` (placeholder until the XML reader lands).
enum GPXRoute {
    static func read(_ bytes: [UInt8], file: String, into collector: inout RouteCollector) throws(InputError) -> RouteDocument {
        throw InputError("GPX is not read yet", at: SourceLocation(file: file, line: 1, column: 1))
    }
}
