// libFuzzer target `gpx`: GPX route files (`--route FILE.gpx`) through
// RouteReader, the first byte choosing the options (see RouteFuzz in
// routes.swift), the rest the file. Half the inputs are read as GPX whatever
// they hold, the rest detected. Every result must be in range and within the
// point cap, every error one line at a valid place.
// fuzz-extra-source: Tools/fuzz/harness/routes.swift

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = UnsafeBufferPointer(start: data, count: size)
    guard let selector = input.first else { return 0 }
    RouteFuzz.run(Array(input.dropFirst()), selector: selector, file: "fuzz.gpx",
                  formats: Array(repeating: .gpx, count: 8))
    return 0
}
