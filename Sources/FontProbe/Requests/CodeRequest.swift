import FontProbeModel
import FontProbeOutput

/// What `code` (and `swift`) was asked, as given (docs/commands/code.md), and the checks across its
/// options. ``run()`` is the run once every check has passed.
package struct CodeRequest: Sendable {
    package var fonts: [String] = []
    package var configuration: String?
    /// `--platform`'s comma-separated lists; none is iOS alone.
    package var platformLists: [String] = []
    package var access: SwiftAccessLevel = .public
    package var name = "Fonts"
    package var bundle: SwiftFontBundle = .main
    package var kotlinPackage: String?
    /// `-o` as given: a file, a directory, `-` or none.
    package var output: String?

    package init() {}

    /// The run.
    /// - Throws: ``UsageError`` naming the first option that cannot be used as given.
    package func run() throws(UsageError) -> CodeRun {
        if fonts.isEmpty == (configuration == nil) {
            throw UsageError("Name the font files, or give --config, but not both.")
        }
        if bundle == .module && access == .public {
            throw UsageError(
                "--bundle module needs --access internal: Bundle.module is internal to its target, so a public "
                    + "function cannot take it as a default.")
        }
        guard SwiftIdentifier.isTypeName(name) else {
            throw UsageError(SwiftGenerationError.badNamespace(name).description + ".")
        }
        let listed = try Platform.listed(in: platformLists)
        let platforms = Platform.allCases.filter(listed.contains)
        try CodeRun.check(platforms: platforms, output: output, kotlinPackage: kotlinPackage, name: name)
        var swift =
            configuration.map { SwiftRun(configurationPath: $0, name: name, access: access) }
            ?? SwiftRun(fonts: fonts, name: name, access: access)
        swift.bundle = bundle
        let directory = CodeRun.writesDirectory(output, platforms: platforms) ? output : nil
        return CodeRun(swift, platforms: platforms, kotlinPackage: kotlinPackage, directory: directory)
    }
}
