import Foundation
import Testing

@testable import FontProbeTestSupport

/// docs/architecture.md against the sources: every type or target it names in code spans exists,
/// and it names every public type, every platform model and every command's run.
struct ArchitectureTests {
    /// The names declared in the Swift files under `folder` whose declaration matches `kinds`
    /// (`struct`, `enum`, `protocol`…) after the access level `access` (any when `nil`).
    static func declared(
        in folder: String, kinds: String = "struct|enum|final class|class|protocol|typealias|actor",
        access: String? = nil
    ) throws -> Set<String> {
        let root = Repository.root.appendingPathComponent(folder)
        let files = try #require(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let prefix = access.map { "^\($0) " } ?? "^\\s*(?:(?:public|package|private|fileprivate|internal) )?"
        let pattern = try Regex("\(prefix)(?:\(kinds)) ([A-Z][A-Za-z0-9]*)").anchorsMatchLineEndings()
        var names: Set<String> = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The page's code spans that look like a Swift type or a target: `UpperCamel`, or the part of
    /// `Type.member` before the dot; not a file (`Options.swift`) or a placeholder (`DIR`).
    static func named() throws -> Set<String> {
        let page = try String(contentsOf: Repository.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        var names: Set<String> = []
        for match in page.matches(of: /`([A-Z][A-Za-z0-9]*)((?:\.[A-Za-z]+)*)(?:\([^`]*\))?`/) {
            let (name, members) = (String(match.output.1), match.output.2)
            guard members != ".swift", name != name.uppercased() else { continue }
            names.insert(name)
        }
        return names
    }

    @Test func everyNameOnThePageExists() throws {
        let targets =
            try FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Sources").path)
            + FileManager.default.contentsOfDirectory(atPath: Repository.root.appendingPathComponent("Tests").path)
        let known = try Self.declared(in: "Sources").union(Self.declared(in: "Tests")).union(targets)
            // Types of the packages fontprobe builds on, and the Info.plist key, that the page speaks of.
            .union(["ValidationError", "Data", "Encodable", "JSONEncoder", "UIAppFonts"])
        let named = try Self.named()
        #expect(named.count > 40)
        #expect(named.subtracting(known).isEmpty, "named on the page but declared nowhere: \(named.subtracting(known).sorted())")
    }

    @Test func thePageNamesEveryPublicTypeAndRun() throws {
        let named = try Self.named()
        let public_ = try Self.declared(in: "Sources", access: "public")
        #expect(public_.count >= 20)
        #expect(public_.subtracting(named).isEmpty, "public types the page does not name: \(public_.subtracting(named).sorted())")
        let runs = try Self.declared(in: "Sources/FontProbe", kinds: "struct").filter { $0.hasSuffix("Run") }
        #expect(runs.count >= 9)
        #expect(runs.subtracting(named).isEmpty, "runs the page does not name: \(runs.subtracting(named).sorted())")
        let platforms = try Self.declared(in: "Sources/FontProbeModel/Platforms", kinds: "enum").filter {
            $0.hasSuffix("Platform")
        }
        #expect(platforms.count >= 3)
        #expect(
            platforms.subtracting(named).isEmpty, "platforms the page does not name: \(platforms.subtracting(named).sorted())")
    }
}
