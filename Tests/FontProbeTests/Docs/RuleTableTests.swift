import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The rules table of docs/commands/audit.md#rules is the catalogue (`Rule.all`, one file a rule in
/// Sources/FontProbeRules/Audit/Rules): the same rules, in the same order, each with its severity,
/// whether it is on by default, and its title.
struct RuleTableTests {
    /// The rows of the table under `## Rules`: `| `id` | severity[, off by default][; when lower] |
    /// platforms it speaks for | title |`.
    static func rows() throws -> [(id: String, severity: String, platforms: String, title: String)] {
        let page = try String(
            contentsOf: Repository.root.appendingPathComponent("docs/commands/audit.md"), encoding: .utf8)
        let section =
            try #require(page.components(separatedBy: "\n## Rules\n").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        return section.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 6, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { return nil }
            return (String(cells[1].dropFirst().dropLast()), cells[2], cells[3], cells[4])
        }
    }

    @Test func theTableIsTheCatalogue() throws {
        let rows = try Self.rows()
        #expect(rows.map(\.id) == Rule.all.map(\.id))
        for (row, rule) in zip(rows, Rule.all) {
            let severity = rule.severity.rawValue + (rule.isEnabledByDefault ? "" : ", off by default")
            // The rule's severity first; after a ';', when its findings are lower.
            #expect(row.severity.components(separatedBy: ";").first == severity, "\(rule.id)")
            #expect(row.title == rule.title, "\(rule.id)")
            // Each rule says which platforms it speaks for, as the rule declares them: those
            // `platforms:` can list, or every platform, or Windows, which `platforms:` does not weigh.
            let names = row.platforms.components(separatedBy: ", ")
            #expect(
                row.platforms == "every platform"
                    || names.allSatisfy { (Platform.allCases.map(\.name) + ["Windows"]).contains($0) },
                "\(rule.id): \(row.platforms)")
            let declared = rule.platforms.map { Set($0.map(\.name)) }
            #expect(
                declared == (["every platform", "Windows"].contains(row.platforms) ? nil : Set(names)),
                "\(rule.id): the table says \(row.platforms), the rule \(String(describing: declared))")
        }
    }

    /// Each rule has its own file in Rules/, named after its constant, which declares it.
    @Test func eachRuleHasItsFile() throws {
        let folder = Repository.root.appendingPathComponent("Sources/FontProbeRules/Audit/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count == Rule.all.count)
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let declared = text.components(separatedBy: "static let ").dropFirst().compactMap {
                $0.split(separator: " ").first.map(String.init)
            }
            #expect(declared.count == 1, "\(file) declares \(declared)")
            #expect(declared.first.map { $0.prefix(1).uppercased() + $0.dropFirst() + ".swift" } == file)
        }
    }
}
