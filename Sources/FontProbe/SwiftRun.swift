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
        await RunLog.outcome { log throws(ExitStatus) in
            (Data(try swift(try inputs(log), log).utf8), .success)
        }
    }

    /// What every platform's code is made from (docs/commands/code.md): the faces read, each path as
    /// the header shows it, the font files, and with `--config` its styles, each with the face it names.
    struct Inputs {
        var faces: [FontFace]
        var files: [SwiftFontsGenerator.SourceFile]
        var styles: [(CheckConfiguration.Style, FontFace)]
        /// Every style of the configuration, which the styles' names are made from.
        var allStyles: [CheckConfiguration.Style]
    }

    func inputs(_ log: RunLog) throws(ExitStatus) -> Inputs {
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
        // Faces named as their files are (the reads needed the paths to open).
        let shown = Dictionary(fonts.map { (FileName.Key($0.path), $0.shown) }, uniquingKeysWith: { a, _ in a })
        let named = faces.map { face in
            var face = face
            face.path = shown[FileName.Key(face.path)] ?? face.path
            return face
        }
        guard let configured else { return Inputs(faces: named, files: files, styles: [], allStyles: []) }
        let file = configured.1.tokensPath(configurationPath: configured.0) ?? configured.0
        let styles = try CheckRun.styleFaces(configured.1.styles, faces: named, file: file, log)
        return Inputs(faces: named, files: files, styles: styles, allStyles: configured.1.styles)
    }

    /// The Swift file for `inputs`, each style with the UIKit recipe `spec` chooses for it.
    func swift(_ inputs: Inputs, _ log: RunLog) throws(ExitStatus) -> String {
        let recipes = Dictionary(
            inputs.layouts(on: .ios).compactMap { face in face.style.map { ($0.name, face.closest) } },
            uniquingKeysWith: { first, _ in first })
        let styles = inputs.styles.map { style, face in
            SwiftFontsGenerator.Style(
                name: style.name, postScriptName: face.metrics.postScriptName ?? style.font, size: style.size,
                lineHeight: style.lineHeight, textStyle: style.textStyle, maximumPointSize: style.maximumSize,
                kern: style.kern, recipe: recipes[style.name] ?? nil)
        }
        let generator = SwiftFontsGenerator(name: name, access: access, version: FontProbeVersion.current, bundle: bundle)
        do {
            return try generator.generate(faces: inputs.faces, files: inputs.files, styles: styles)
        } catch {
            log.error(error.description)
            throw .unreadableInput
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

extension SwiftRun.Inputs {
    /// Each style laid out on `platform` as `spec --config --platform` lays it out by default
    /// (``DesignSpec/code(platform:)``), with the recipe it finds closest.
    func layouts(on platform: Platform) -> [SpecReport.Face] {
        let styled = SpecRun.styled(styles, among: allStyles, design: DesignSpec.code(platform: platform))
        return SpecReport(styles: styled, errors: [], scales: DesignSpec.codeScales).faces
    }
}
