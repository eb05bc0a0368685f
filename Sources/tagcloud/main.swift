// The tagcloud command-line tool. See TagCloudCLI for the flow.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// First, before any file is opened: keep descriptors 0-2 taken, so no
// output file can get the number of a closed standard stream.
StandardDescriptors.ensureOpen()
// Then, before any thread exists: block the cleanup signals for the
// signal thread and ignore SIGPIPE.
SignalHandling.install()
// Under `ulimit -v`, one malloc arena, so worker threads do not each reserve one.
MemoryLimits.fitAllocatorToAddressSpaceLimit()
let status = TagCloudCLI.main(Array(CommandLine.arguments.dropFirst()))
// Nothing should remain, but never leave a temp file behind.
TempFileRegistry.shared.removeAll()
exit(status)
