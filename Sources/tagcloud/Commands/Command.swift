/// A `tagcloud` subcommand.
///
/// To add one: write `Commands/FooCommand.swift` with a type conforming to
/// this protocol (its ``spec`` declares options, help and examples; ``run(_:)``
/// does the work) and add it to ``CommandRegistry/commands``.
protocol Command {
    /// The command's declaration.
    static var spec: CommandSpec { get }

    /// Runs the command. Throw `CLIError`, `UsageError` or a library
    /// `LocatedError`; ``Diagnostics`` prints it and picks the exit status.
    static func run(_ context: CommandContext) throws
}

/// The commands `tagcloud` knows, in the order help lists them.
enum CommandRegistry {
    /// Every command. Register a new command here.
    static var commands: [any Command.Type] {
        [
            RenderCommand.self,
            AnimateCommand.self,
            LayoutCommand.self,
        ]
    }

    /// The declarations of every command.
    static var specs: [CommandSpec] { commands.map { $0.spec } }

    /// The command named `name`.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }
}
