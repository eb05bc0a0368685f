// homogeneous-dump: evaluates Homogeneous operations for the accuracy oracle
// (Tools/HomogeneousOracle/oracle.py), through the public API alone.
//
//   swift run -c release --package-path Tools homogeneous-dump < requests.txt
//
// Each input line is one request, `<operation> <argument> ...`, separated by
// spaces; each output line is its result, in the same order. Numbers are read
// and printed as Swift's shortest round-trip decimal (Python's repr reads them
// exactly), "nan", "inf", "-inf". Arguments:
//
//   number       1.5e-200
//   Vector3      x y z            Vector4, Quaternion   x y z w (real part last)
//   Matrix4      16 numbers, row by row (as written on paper)
//   Angle        deg:15 or rad:0.25
//   words        an EulerOrder ("xyz") or a DepthRange ("zeroToOne")
//   Viewport     x y width height
//
// Results are printed the same way (a matrix row by row, an angle in
// radians, a quaternion x y z w), booleans as true/false, a nil result as
// "nil", a tuple as its parts one after another. `--list` prints the names of
// the operations. An unknown operation or a malformed argument stops the tool
// with exit status 2 and a message naming the line.
import Homogeneous

let operations = vectorOperations.merging(angleOperations) { a, _ in a }
    .merging(matrixOperations) { a, _ in a }
    .merging(transformOperations) { a, _ in a }
    .merging(projectionOperations) { a, _ in a }
    .merging(quaternionOperations) { a, _ in a }

if CommandLine.arguments.dropFirst().first == "--list" {
    print(operations.keys.sorted().joined(separator: "\n"))
} else {
    var output = ""
    var lineNumber = 0
    while let line = readLine() {
        lineNumber += 1
        var arguments = Arguments(line, lineNumber: lineNumber)
        let name = arguments.word()
        guard let operation = operations[name] else { arguments.fail("unknown operation '\(name)'") }
        output += operation(&arguments).joined(separator: " ")
        output += "\n"
        if output.utf8.count > 1 << 16 {
            print(output, terminator: "")
            output = ""
        }
    }
    print(output, terminator: "")
}
