import ArgumentParser
import FontProbe
import Foundation

@main
struct FontProbeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontprobe",
        abstract: "Predict how UIKit lays out text set in a font file, from the font's own tables.",
        discussion: """
            Exit codes: 0 success; 1 check failed; 2 some inputs could not be read (the rest are \
            still reported); 64 usage error; 66 an input does not exist; 74 the output could not be written.
            """,
        version: FontProbeVersion.current,
        subcommands: [
            Metrics.self, Spec.self, DynamicType.self, Glyph.self, Render.self, Audit.self, Check.self, Init.self,
            Code.self,
        ]
    )

    /// Runs the command line, after naming the command meant by a mistyped one: argument-parser
    /// suggests option names, but says only "unexpected argument" of an unknown command.
    static func main() async {
        // The bytes of each argument, not `CommandLine.arguments`, which replaces bytes that are
        // not UTF-8 and so loses the file they name (docs/fonts.md#file-names).
        let arguments = (1..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map {
                FileName.decode(UnsafeBufferPointer(start: $0, count: strlen($0)).map(UInt8.init(bitPattern:)))
            } ?? ""
        }
        // The common `audit` lines, read at a fraction of argument-parser's cost (AuditInvocation.fastPath); any
        // other line of more than 4096 words is refused, as argument-parser's time grows with their square (docs/security.md).
        if let audit = AuditInvocation.fastPath(arguments) {
            do {
                try await audit.run()
            } catch {
                exit(withError: error)
            }
            return
        }
        if let error = arguments.first.flatMap(unknownCommand) {
            exit(withError: error)
        }
        if let refusal = Limits.commandLineRefusal(words: arguments.count) {
            // One line and exit 64, without the usage argument-parser prints after a ValidationError:
            // the line itself says what to give instead (docs/security.md#lists-of-paths).
            FileHandle.standardError.write(Data("Error: \(refusal)\n".utf8))
            exit(withError: ExitCode.validationFailure)
        }
        await main(arguments)
    }

    /// The usage error for a first argument that is no command (exit 64), or `nil`.
    static func unknownCommand(_ word: String) -> ValidationError? {
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        let aliases = configuration.subcommands.flatMap { $0.configuration.aliases }
        guard !word.hasPrefix("-"), !names.contains(word), !aliases.contains(word), word != "help" else { return nil }
        if let nearest = Suggestion.nearest(to: word, in: names + aliases) {
            return ValidationError("Unknown command '\(word)'. Did you mean '\(nearest)'?")
        }
        return ValidationError("Unknown command '\(word)'. The commands are: \(names.joined(separator: ", ")).")
    }
}
