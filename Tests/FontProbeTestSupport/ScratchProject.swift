import Foundation
import Testing

/// A scratch project: `Fonts/Lato-Regular-subset.ttf` and `Fonts/LiberationSans-Regular-subset.ttf`.
struct ScratchProject {
    let directory: TemporaryDirectory
    var url: URL { directory.url }

    init(fonts: [String] = ["Lato-Regular-subset.ttf", "LiberationSans-Regular-subset.ttf"]) throws {
        directory = try TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for font in fonts {
            try FileManager.default.copyItem(
                atPath: Repository.font(font), toPath: folder.appendingPathComponent(font).path)
        }
    }

    func run(_ arguments: [String]) throws -> CommandResult { try CLI.run(arguments, in: url) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    /// Puts the fixture `source` where `Fonts/name` is, as a new font release would.
    func replace(_ name: String, with source: String) throws {
        let target = url.appendingPathComponent("Fonts/\(name)").path
        try FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: Repository.font(source), toPath: target)
    }

    /// A configuration for the two fonts with the baseline, and nothing else to fail on.
    static let minimal = """
        fonts:
          - Fonts/*.ttf
        sizes: [17]
        scales: [2, 3]
        """
}
