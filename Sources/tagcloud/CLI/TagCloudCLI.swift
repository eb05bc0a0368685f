/// The tool's entry point: parse, dispatch, report.
enum TagCloudCLI {
    /// The version `--version` prints.
    static let version = "0.1.0"

    /// Runs one command line and returns the exit status. Errors are printed
    /// to `console` here and nowhere else.
    static func main(
        _ arguments: [String], console: Console = .standardError,
        environment: ProcessEnvironment = .current(), registry: TempFileRegistry = .shared
    ) -> Int32 {
        let invocation: Invocation
        switch CommandLineParser.parse(arguments) {
        case .success(let parsed): invocation = parsed
        case .failure(let error): return fail(error, console: console)
        }
        do {
            switch invocation {
            case .shortUsage:
                console.error(HelpFormatter.missingCommand(CommandRegistry.specs))
                console.emitRaw(HelpFormatter.shortUsage(CommandRegistry.specs))
                return ExitStatus.usage
            case .version:
                try StandardOutput.write("tagcloud \(version)\n")
            case .help(nil):
                try StandardOutput.write(HelpFormatter.topLevelHelp(CommandRegistry.specs))
            case .help(let name?):
                guard let command = CommandRegistry.command(named: name) else { return ExitStatus.usage }
                try StandardOutput.write(HelpFormatter.help(for: command.spec, among: CommandRegistry.specs))
            case .helpAll(let name?):
                guard let command = CommandRegistry.command(named: name) else { return ExitStatus.usage }
                try StandardOutput.write(HelpFormatter.help(for: command.spec, among: CommandRegistry.specs, full: true))
            case .topic(let name):
                guard let topic = HelpTopic.named(name) else { return ExitStatus.usage }
                try StandardOutput.write(HelpFormatter.topic(topic))
            case .helpAll(nil):
                try StandardOutput.write(HelpFormatter.allOptions(CommandRegistry.specs))
            case .run(let name, let parsed):
                guard let command = CommandRegistry.command(named: name) else { return ExitStatus.usage }
                let context = CommandContext(
                    arguments: parsed, console: console, environment: environment, registry: registry)
                try command.run(context)
                registry.keepDirectories()
            }
            return ExitStatus.success
        } catch {
            // A directory the run made and left empty does not stay.
            registry.removeDirectories()
            return fail(error, console: console)
        }
    }

    /// Prints the error's line (if any) and returns its exit status.
    private static func fail(_ error: any Error, console: Console) -> Int32 {
        let report = Diagnostics.report(for: error)
        if let message = report.message { console.error(message) }
        return report.status
    }
}
