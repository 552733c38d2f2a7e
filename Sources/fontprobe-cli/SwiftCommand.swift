import ArgumentParser
import FontProbe
import Foundation

extension SwiftFontsGenerator.AccessLevel: ExpressibleByArgument {}

extension FontProbeCommand {
    struct SwiftCode: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "swift",
            abstract: "Write a Swift file with each face's metrics, UIFont and SwiftUI accessors and the label recipes.",
            discussion: """
                Every face of the font files gets a constant named after its PostScript name \
                (docs/commands/swift.md). Nothing is written when a face cannot be: it has no \
                PostScript name or no vertical metrics, or a file cannot be read.
                """
        )
        @Argument(
            help: ArgumentHelp(
                "Font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) and directories to search; or give --config.",
                valueName: "path"),
            completion: fontCompletion)
        var fonts: [String] = []

        @Option(
            help: ArgumentHelp("Write Swift for the fonts this fontprobe.yml's 'fonts' list names.", valueName: "file"),
            completion: .file(extensions: ["yml", "yaml"]))
        var config: String?

        @Option(help: ArgumentHelp("The access level of the generated declarations.", valueName: "level"))
        var access: SwiftFontsGenerator.AccessLevel = .public

        @Option(help: ArgumentHelp("The enum's name; the metrics type is <name>FontMetrics.", valueName: "name"))
        var name = "Fonts"

        @OptionGroup var output: OutputOption

        func validate() throws {
            if fonts.isEmpty == (config == nil) {
                throw ValidationError("Name the font files, or give --config, but not both.")
            }
            guard SwiftIdentifier.isTypeName(name) else {
                throw ValidationError(SwiftGenerationError.badNamespace(name).description + ".")
            }
        }

        func run() throws {
            // With --config, its fonts and its styles; with FONT arguments, no styles.
            let configured = try config.map { config in (config, try FontProbeCommand.Check.load(config)) }
            let fonts = try configured.map { try Self.configuredFonts($0.0, $0.1) } ?? Self.discovered(fonts)
            let (faces, errors) = FontReader().read(fonts)
            for error in errors {
                Diagnostics.error(error.description)
            }
            let code = ExitCodes.forReadErrors(errors)
            if code != ExitCodes.success { throw code }
            var files: [SwiftFontsGenerator.SourceFile] = []
            for path in fonts {
                // The file was just read by FreeType; reading it again for its hash fails only if
                // it changed or vanished in between. A megabyte at a time, so a large font costs no
                // memory of its size (docs/security.md). Opened by its bytes, so a name that is not
                // UTF-8 is the file named (docs/fonts.md#file-names).
                let descriptor = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
                let handle = descriptor >= 0 ? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true) : nil
                var hash = FNV1a64.offsetBasis
                var count = 0
                do {
                    guard let handle else { throw CocoaError(.fileReadNoSuchFile) }
                    while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                        hash = FNV1a64.hash(chunk, continuing: hash)
                        count += chunk.count
                    }
                } catch {
                    Diagnostics.error("cannot read '\(FileName.displayed(path))' again to hash it")
                    throw ExitCodes.unreadableInput
                }
                files.append(.init(path: path, byteCount: count, hash: hash))
            }
            let styles = try configured.map { try Self.styles($0.1.styles, faces: faces, file: $0.0) } ?? []
            let generator = SwiftFontsGenerator(name: name, access: access, version: FontProbeVersion.current)
            let source: String
            do {
                source = try generator.generate(faces: faces, files: files, styles: styles)
            } catch {
                Diagnostics.error(error.description)
                throw ExitCodes.unreadableInput
            }
            try output.write { source }
        }

        /// The configured text styles (docs/commands/swift.md#text-styles), each naming one of `faces`
        /// by PostScript name; one that names none is a mistake in the configuration at `file` (64).
        static func styles(_ styles: [CheckConfiguration.Style], faces: [FontFace], file: String) throws
            -> [SwiftFontsGenerator.Style]
        {
            var known: [String] = []
            for name in faces.compactMap(\.metrics.postScriptName) where !known.contains(name) { known.append(name) }
            var unknown = false
            for style in styles where !known.contains(style.font) {
                let suggestion = Suggestion.nearest(to: style.font, in: known).map { " (did you mean '\($0)'?)" } ?? ""
                let problem = ConfigurationProblem(
                    keyPath: "\(style.keyPath).font", line: style.line, column: style.column,
                    message: "no configured face is named '\(style.font)'\(suggestion); the faces are "
                        + known.joined(separator: ", "))
                Diagnostics.error(problem.description(file: file))
                unknown = true
            }
            if unknown { throw ExitCodes.usage }
            return styles.map {
                SwiftFontsGenerator.Style(
                    name: $0.name, postScriptName: $0.font, size: $0.size, lineHeight: $0.lineHeight,
                    textStyle: $0.textStyle, maximumPointSize: $0.maximumSize)
            }
        }

        /// The font files given, with each directory searched for fonts as `audit` searches it
        /// (docs/commands/audit.md#which-files): a directory that cannot be listed exits 2, and one
        /// without a font 66.
        static func discovered(_ paths: [String]) throws -> [String] {
            let discovery = FontDiscovery(paths: paths)
            for skipped in discovery.skipped {
                Diagnostics.note("skipped '\(FileName.displayed(skipped.path))': \(skipped.reason)")
            }
            discovery.errors.forEach { Diagnostics.error($0.description) }
            if !discovery.errors.isEmpty { throw ExitCodes.unreadableInput }
            guard !discovery.files.isEmpty else {
                Diagnostics.error(
                    "no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found in "
                        + paths.map { "'\(FileName.displayed($0))'" }.joined(separator: ", "))
                throw ExitCodes.noInput
            }
            return discovery.files
        }

        /// The font files `fontprobe.yml` at `config` names, found as `check` finds them
        /// (docs/commands/check.md): a glob that matches nothing is a usage error (64), a missing
        /// path exits 66, a directory that cannot be listed 2.
        static func configuredFonts(_ config: String, _ configuration: CheckConfiguration) throws -> [String] {
            let selection = FontSelection(
                patterns: configuration.fonts, directory: CheckConfiguration.directory(of: config))
            for skipped in selection.skipped {
                Diagnostics.note("skipped '\(FileName.displayed(skipped.path))': \(skipped.reason)")
            }
            if !selection.unmatched.isEmpty {
                selection.unmatched.forEach { Diagnostics.error($0.description(file: config)) }
                throw ExitCodes.usage
            }
            selection.missing.forEach { Diagnostics.error($0.description(file: config)) }
            selection.errors.forEach { Diagnostics.error($0.description) }
            if !selection.missing.isEmpty { throw ExitCodes.noInput }
            if !selection.errors.isEmpty { throw ExitCodes.unreadableInput }
            guard !selection.files.isEmpty else {
                Diagnostics.error("\(config): no font files matched")
                throw ExitCodes.noInput
            }
            return selection.files.map(\.path)
        }
    }
}
