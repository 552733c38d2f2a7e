import FontProbeModel
import FontProbeOutput
import FontProbeReader
import FontProbeRules
import Foundation

/// `fontprobe swift`: a Swift file with each face's metrics, accessors and label recipes
/// (docs/commands/swift.md).
public struct SwiftRun: Sendable {
    /// Font files and directories to search, when no configuration is given.
    public var fonts: [String] = []
    /// The `fontprobe.yml` whose fonts and styles to write.
    public var configurationPath: String?
    /// The enum's name, and the access level of the declarations.
    public var name: String
    public var access: SwiftAccessLevel
    /// The bundle `registerFonts(in:)` takes by default.
    public var bundle: SwiftFontBundle = .main

    public init(fonts: [String], name: String, access: SwiftAccessLevel) {
        self.fonts = fonts
        self.name = name
        self.access = access
    }

    public init(configurationPath: String, name: String, access: SwiftAccessLevel) {
        self.configurationPath = configurationPath
        self.name = name
        self.access = access
    }

    public func run() async -> RunOutcome {
        await RunLog.outcome { log throws(ExitStatus) in try generate(log) }
    }

    private func generate(_ log: RunLog) throws(ExitStatus) -> (report: Data?, status: ExitStatus) {
        // With --config, its fonts and its styles; with FONT arguments, no styles.
        let configured: (String, CheckConfiguration)?
        if let configurationPath {
            configured = (configurationPath, try CheckRun.load(configurationPath, log))
        } else {
            configured = nil
        }
        // Each font to read, and as the header names it: relative to the configuration's directory
        // with --config, so that the file is the same wherever the project is (docs/commands/swift.md#the-header).
        let fonts: [(path: String, shown: String)]
        if let configured {
            fonts = try Self.configuredFonts(configured.0, configured.1, log).map { ($0.path, $0.relativePath) }
        } else {
            fonts = try Self.discovered(self.fonts, log).map { ($0, $0) }
        }
        // Every named instance of a variable font too, each under its own PostScript name.
        let (faces, errors) = FontReader().read(fonts.map(\.path), instances: .defaultAndNamed)
        for error in errors {
            log.error(error.description)
        }
        let status = ExitStatus.forReadErrors(errors)
        if status != .success { throw status }
        var files: [SwiftFontsGenerator.SourceFile] = []
        for (path, shown) in fonts {
            // The file was just read by FreeType; reading it again for its hash fails only if
            // it changed or vanished in between, or grew past the size fontprobe reads. A megabyte
            // at a time, so a large font costs no memory of its size (docs/security.md).
            var hash = FNV1a64.offsetBasis
            var count = 0
            guard
                (FileChunks.read(path, limit: FontFile.maximumFileSize) { chunk in
                    // Over the bytes, not Data's iterator: a 500 MB font took 3 s through it.
                    chunk.withUnsafeBytes { hash = FNV1a64.hash($0, continuing: hash) }
                    count += chunk.count
                })
            else {
                log.error("cannot read '\(FileName.displayed(path))' again to hash it")
                throw .unreadableInput
            }
            files.append(.init(path: shown, byteCount: count, hash: hash))
        }
        let styles =
            try configured.map { configured throws(ExitStatus) in
                try Self.styles(
                    configured.1.styles, faces: faces,
                    file: configured.1.tokensPath(configurationPath: configured.0)
                        ?? configured.0, log)
            } ?? []
        let generator = SwiftFontsGenerator(name: name, access: access, version: FontProbeVersion.current, bundle: bundle)
        let source: String
        do {
            // Faces named as their files are (the reads needed the paths to open).
            let shown = Dictionary(fonts.map { (FileName.Key($0.path), $0.shown) }, uniquingKeysWith: { a, _ in a })
            let named = faces.map { face in
                var face = face
                face.path = shown[FileName.Key(face.path)] ?? face.path
                return face
            }
            source = try generator.generate(faces: named, files: files, styles: styles)
        } catch {
            log.error(error.description)
            throw .unreadableInput
        }
        return (Data(source.utf8), .success)
    }

    /// The configured text styles (docs/commands/swift.md#text-styles) with the faces they name.
    static func styles(_ styles: [CheckConfiguration.Style], faces: [FontFace], file: String, _ log: RunLog) throws(ExitStatus)
        -> [SwiftFontsGenerator.Style]
    {
        try CheckRun.styleFaces(styles, faces: faces, file: file, log).map { style, face in
            SwiftFontsGenerator.Style(
                name: style.name, postScriptName: face.metrics.postScriptName ?? style.font, size: style.size,
                lineHeight: style.lineHeight, textStyle: style.textStyle, maximumPointSize: style.maximumSize,
                kern: style.kern)
        }
    }

    /// The font files given, with each directory searched for fonts as `audit` searches it
    /// (docs/commands/audit.md#which-files): a directory that cannot be listed exits 2, and one
    /// without a font 66.
    static func discovered(_ paths: [String], _ log: RunLog) throws(ExitStatus) -> [String] {
        let discovery = FontDiscovery(paths: paths)
        for skipped in discovery.skipped {
            log.note("skipped '\(FileName.displayed(skipped.path))': \(skipped.reason)")
        }
        discovery.errors.forEach { log.error($0.description) }
        if !discovery.errors.isEmpty { throw .unreadableInput }
        guard !discovery.files.isEmpty else {
            log.error(
                "no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found in "
                    + paths.map { "'\(FileName.displayed($0))'" }.joined(separator: ", "))
            throw .noInput
        }
        return discovery.files
    }

    /// The font files `fontprobe.yml` at `config` names, found as `check` finds them
    /// (docs/commands/check.md): a glob that matches nothing is a usage error (64), a missing
    /// path exits 66, a directory that cannot be listed 2.
    static func configuredFonts(_ config: String, _ configuration: CheckConfiguration, _ log: RunLog) throws(ExitStatus)
        -> [FontSelection.File]
    {
        let selection = FontSelection(
            patterns: configuration.fonts, directory: CheckConfiguration.directory(of: config))
        for skipped in selection.skipped {
            log.note("skipped '\(FileName.displayed(skipped.path))': \(skipped.reason)")
        }
        if !selection.unmatched.isEmpty {
            selection.unmatched.forEach { log.error($0.description(file: config)) }
            throw .usage
        }
        selection.missing.forEach { log.error($0.description(file: config)) }
        selection.errors.forEach { log.error($0.description) }
        if !selection.missing.isEmpty { throw .noInput }
        if !selection.errors.isEmpty { throw .unreadableInput }
        guard !selection.files.isEmpty else {
            log.error("\(config): no font files matched")
            throw .noInput
        }
        return selection.files
    }
}
