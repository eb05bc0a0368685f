import Foundation
import Synchronization
import ImageCodecs
import Raster
import Testing
@testable import tagcloud

/// ``FramePipeline``: order, the in-flight bound, threads and errors.
@Suite struct AnimatePipelineTests {
    /// A worker's state: which thread made it.
    final class Worker {
        let id: Int
        init(id: Int) { self.id = id }
    }

    /// What the workers saw, shared.
    final class Record: Sendable {
        let workers = Atomic<Int>(0)
        let produced = Mutex<[Int]>([])
        let threads = Mutex<Set<Int>>([])
    }

    /// A deterministic but uneven amount of work for frame `index`.
    static func busy(_ index: Int) {
        usleep(UInt32((index * 7919) % 5) * 400)
    }

    @Test(arguments: [1, 2, 3, 8])
    func consumesEveryFrameInOrderWithinTheWindow(jobs: Int) throws {
        let record = Record()
        let consumed = Atomic<Int>(0)
        var order: [Int] = []
        var largestLead = 0
        let window = FramePipeline.defaultWindow(jobs: jobs)
        try FramePipeline.run(
            frames: 5..<105, jobs: jobs,
            makeWorker: { Worker(id: record.workers.wrappingAdd(1, ordering: .relaxed).oldValue) },
            produce: { worker, index, bytes in
                // No frame starts more than `window` ahead of the consumer.
                let lead = index - (5 + consumed.load(ordering: .sequentiallyConsistent))
                record.produced.withLock { $0.append(lead) }
                record.threads.withLock { _ = $0.insert(worker.id) }
                Self.busy(index)
                bytes.removeAll(keepingCapacity: true)
                bytes.append(contentsOf: withUnsafeBytes(of: Int32(index).littleEndian, Array.init))
            },
            consume: { index, bytes in
                order.append(index)
                #expect(bytes == withUnsafeBytes(of: Int32(index).littleEndian, Array.init))
                consumed.wrappingAdd(1, ordering: .sequentiallyConsistent)
            })
        largestLead = record.produced.withLock { $0.max() ?? 0 }
        #expect(order == Array(5..<105))
        #expect(largestLead < window)
        #expect(record.produced.withLock { $0.count } == 100)
        #expect(record.workers.load(ordering: .relaxed) == jobs)
        if jobs > 1 { #expect(record.threads.withLock { $0.count } > 1) }
    }

    /// With uneven prepare times, frames claim their slots in frame order:
    /// no frame is prepared `window + jobs` frames ahead of the consumer,
    /// none is produced into a slot before the slot's last frame was
    /// consumed, and every frame arrives whole and in order.
    @Test(arguments: [1, 2, 3])
    func slotsAreTakenInFrameOrder(jobs: Int) throws {
        let consumed = Atomic<Int>(0)
        let prepareLeads = Mutex<[Int]>([]), produceLeads = Mutex<[Int]>([])
        let prepared = Mutex<[Int: Int]>([:])
        var order: [Int] = []
        let window = FramePipeline.defaultWindow(jobs: jobs)
        try FramePipeline.run(
            frames: 0..<120, jobs: jobs,
            makeWorker: { Worker(id: 0) },
            prepare: { worker, index in
                prepareLeads.withLock { $0.append(index - consumed.load(ordering: .sequentiallyConsistent)) }
                Self.busy(index * 3 + 1)
                prepared.withLock { $0[index] = index * 7 }
            },
            produce: { _, index, bytes in
                produceLeads.withLock { $0.append(index - consumed.load(ordering: .sequentiallyConsistent)) }
                let value = prepared.withLock { $0.removeValue(forKey: index) } ?? -1
                bytes = withUnsafeBytes(of: Int32(value).littleEndian, Array.init)
            },
            consume: { index, bytes in
                order.append(index)
                #expect(bytes == withUnsafeBytes(of: Int32(index * 7).littleEndian, Array.init), "frame \(index)")
                consumed.wrappingAdd(1, ordering: .sequentiallyConsistent)
            })
        #expect(order == Array(0..<120))
        #expect((prepareLeads.withLock { $0.max() } ?? 0) < window + jobs)
        #expect((produceLeads.withLock { $0.max() } ?? 0) < window)
        #expect(prepared.withLock { $0.isEmpty })
    }

    /// While the consumer holds frame k, every slot is full (frames k to
    /// k + jobs − 1) and each worker still prepares a frame beyond them: the
    /// last, frame k + 2·jobs − 1, is prepared before frame k is let go.
    @Test(arguments: [1, 2, 3])
    func workersPrepareAheadWhileTheSlotsWait(jobs: Int) throws {
        let count = 12, ahead = 2 * jobs - 1
        let preparing = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        var overlapped: [Int] = []
        try FramePipeline.run(
            frames: 0..<count, jobs: jobs,
            makeWorker: { Worker(id: 0) },
            prepare: { _, index in preparing[index].signal() },
            produce: { _, _, _ in },
            consume: { index, _ in
                if index + ahead < count, preparing[index + ahead].wait(timeout: .now() + 10) == .success {
                    overlapped.append(index)
                }
            })
        #expect(overlapped == Array(0..<(count - ahead)))
    }

    @Test func prepareErrorStopsTheRunAtThatFrame() {
        var order: [Int] = []
        #expect(throws: Failure(frame: 23)) {
            try FramePipeline.run(
                frames: 0..<1000, jobs: 3,
                makeWorker: { Worker(id: 0) },
                prepare: { _, index in
                    if index == 23 || index == 24 { throw Failure(frame: index) }
                },
                produce: { _, index, _ in
                    if index == 23 { Issue.record("frame 23 produced after its prepare failed") }
                },
                consume: { index, _ in order.append(index) })
        }
        #expect(order == Array(0..<23))
    }

    struct Failure: Error, Equatable { let frame: Int }

    @Test func workerErrorStopsTheRunAtThatFrame() {
        var order: [Int] = []
        #expect(throws: Failure(frame: 17)) {
            try FramePipeline.run(
                frames: 0..<1000, jobs: 3,
                makeWorker: { Worker(id: 0) },
                produce: { _, index, _ in
                    if index == 17 || index == 40 { throw Failure(frame: index) }
                },
                consume: { index, _ in order.append(index) })
        }
        #expect(order == Array(0..<17))
    }

    @Test func consumerErrorStopsTheWorkers() {
        let produced = Atomic<Int>(0)
        #expect(throws: Failure(frame: 5)) {
            try FramePipeline.run(
                frames: 0..<10_000, jobs: 2,
                makeWorker: { Worker(id: 0) },
                produce: { _, _, _ in produced.wrappingAdd(1, ordering: .relaxed) },
                consume: { index, _ in if index == 5 { throw Failure(frame: 5) } })
        }
        // Workers stop within a window of the failure, far from the end.
        #expect(produced.load(ordering: .relaxed) <= 6 + FramePipeline.defaultWindow(jobs: 2))
    }

    @Test func workerThatCannotStartFailsTheRun() {
        #expect(throws: Failure(frame: -1)) {
            try FramePipeline.run(
                frames: 0..<50, jobs: 2,
                makeWorker: { () throws -> Worker in throw Failure(frame: -1) },
                produce: { _, _, _ in },
                consume: { _, _ in })
        }
    }

    @Test func emptyRangeDoesNothing() throws {
        try FramePipeline.run(frames: 3..<3, jobs: 4, makeWorker: { Worker(id: 0) },
                              produce: { _, _, _ in Issue.record("produced") },
                              consume: { _, _ in Issue.record("consumed") })
    }
}

/// The directory form of `animate -o`.
@Suite struct AnimateOutputTests {
    @Test func directoryNamesFrames() throws {
        let pattern = try FrameDirectory.pattern(in: "out", format: .ppm)
        #expect(pattern.path(for: 0) == "out/frame_00000.ppm")
        #expect(pattern.path(for: 123_456) == "out/frame_123456.ppm")
        #expect(try FrameDirectory.pattern(in: "a%b/", format: .png).path(for: 7) == "a%b/frame_00007.png")
    }

    @Test func plannerTellsDirectoriesFromPatterns() throws {
        let isDirectory = { (path: String) in path == "existing" || path == "odd%d" }
        func plan(_ output: String, _ format: ImageFormat? = nil) throws -> (FrameDestination, ImageFormat) {
            let plan = try OutputPlanner.frames(output: output, format: format, defaultFormat: .ppm,
                                                stdoutIsTerminal: false, isDirectory: isDirectory)
            return (plan.destination, plan.format)
        }
        #expect(try plan("existing") == (.files(try FramePattern(parsing: "existing/frame_%05d.ppm")), .ppm))
        #expect(try plan("new/", .pam) == (.files(try FramePattern(parsing: "new/frame_%05d.pam")), .pam))
        #expect(try plan("f-%03d.png") == (.files(try FramePattern(parsing: "f-%03d.png")), .png))
        // A name with a frame number is a pattern even if such a directory exists.
        #expect(try plan("odd%d", .ppm) == (.files(try FramePattern(parsing: "odd%d")), .ppm))
        #expect(throws: CLIError.self) { try plan("missing") }
        #expect(try plan("-") == (.standardOutput, .ppm))
    }

    @Test func trailingSlashCreatesTheDirectory() throws {
        let directory = try TemporaryDirectory()
        let registry = TempFileRegistry()
        let missing = try #require(FrameDirectory.missingDirectory(for: directory.path("a/b/c") + "/"))
        try FrameDirectory.checkCreatable(missing)
        #expect(try directory.contents() == [])
        try FrameDirectory.create(missing, registry: registry)
        #expect(FrameDirectory.exists(directory.path("a/b/c")))
        #expect(FrameDirectory.missingDirectory(for: directory.path("a/b/c") + "/") == nil)
        #expect(FrameDirectory.missingDirectory(for: directory.path("x")) == nil)
        #expect(FrameDirectory.missingDirectory(for: directory.path("p/q/f_%04d.png")) == directory.path("p/q") + "/")
        try directory.write("file", "not a directory")
        #expect(throws: CLIError.file(directory.path("file/sub") + "/",
                                      "cannot create directory \(Quoting.quotedPath(directory.path("file/sub"))): "
                                          + "Not a directory", isInput: false)) {
            try FrameDirectory.checkCreatable(directory.path("file/sub") + "/")
        }
        #expect(throws: CLIError.self) { try FrameDirectory.create(directory.path("file/sub") + "/", registry: registry) }
    }

    @Test func directoriesAFailedRunMadeAreRemovedWhileEmpty() throws {
        let directory = try TemporaryDirectory()
        let registry = TempFileRegistry()
        try FrameDirectory.create(directory.path("a/b") + "/", registry: registry)
        try FrameDirectory.create(directory.path("c/d") + "/", registry: registry)
        try directory.write("c/d/frame_00000.ppm", "P6")
        registry.removeDirectories()
        // a/b was empty; c/d holds a frame, so c and c/d stay for --frames K- to resume.
        #expect(try directory.contents() == ["c"])
        // Kept directories stay even when empty.
        try FrameDirectory.create(directory.path("e") + "/", registry: registry)
        registry.keepDirectories()
        registry.removeAll()
        #expect(try directory.contents() == ["c", "e"])
    }
}
