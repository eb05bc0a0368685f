// libFuzzer target `routejson`: GeoJSON and routing-engine responses
// (`--route FILE.json`) through RouteReader: the strict JSON reader, shape
// detection and each walker. The first byte chooses the options and the
// format (GeoJSON, Google, OSRM, Valhalla, GraphHopper, or detected; see
// RouteFuzz in routes.swift), the rest is the file. Every result must be in
// range and within the point cap, every error one line at a valid place.
// fuzz-extra-source: Tools/fuzz/harness/routes.swift

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let selector = input.first else { return 0 }
    RouteFuzz.run(Array(input.dropFirst()), selector: selector, file: "fuzz.json",
                  formats: [.geojson, .google, .osrm, .valhalla, .graphhopper])
    return 0
}
