import Foundation
import Testing

@testable import fontprobe_cli

/// `audit`'s fast reading of its command line (AuditInvocation.fastPath) against argument-parser's:
/// every line it takes must come to the audit argument-parser reads from it, and every line it leaves
/// is one argument-parser reads differently, refuses, or answers with help.
struct AuditFastPathTests {
    /// argument-parser's reading of a whole command line, as `main` would run it.
    private func library(_ arguments: [String]) throws -> AuditInvocation {
        let command = try FontProbeCommand.parseAsRoot(arguments)
        let audit = try #require(command as? FontProbeCommand.Audit)
        return try audit.invocation
    }

    /// Lines the fast path takes: each option alone, in both spellings and every position, the
    /// values argument-parser takes after them (`-` among them), and the options together.
    static let taken: [[String]] = [
        ["audit", "a.ttf"],
        ["audit", "a.ttf", "b dir", "c.otf"],
        ["audit", "--quiet", "a.ttf"],
        ["audit", "a.ttf", "--quiet", "b.ttf"],
        ["audit", "--format", "json", "a.ttf"],
        ["audit", "--format=html", "a.ttf"],
        ["audit", "--format", "checkstyle", "a.ttf"],
        ["audit", "a.ttf", "--format", "text"],
        ["audit", "--jobs", "2", "a.ttf"],
        ["audit", "--jobs=256", "a.ttf"],
        ["audit", "--jobs", "1", "a.ttf"],
        ["audit", "--jobs", " 2", "a.ttf"],
        ["audit", "--files-from", "list.txt"],
        ["audit", "--files-from", "-"],
        ["audit", "--files-from=-"],
        ["audit", "--files-from=a=b.txt"],
        ["audit", "--files-from", "list.txt", "-0"],
        ["audit", "--null", "--files-from", "list.txt", "extra.ttf"],
        ["audit", "-o", "report.json", "a.ttf"],
        ["audit", "--output", "-", "a.ttf"],
        ["audit", "--output=r.html", "--format", "html", "a.ttf"],
        ["audit", "", "a.ttf"],
        ["audit", "metrics", "check"],
        ["audit", "help"],
        ["audit", "--jobs", "+2", "a.ttf"],
        ["audit", "fonts/ünïcode name.otf"],
        ["audit", "--quiet", "--format", "json", "--jobs", "2", "--files-from", "corpus.txt"],
        ["audit", "-0", "--quiet", "-o", "out.json", "--format=json", "--jobs=3", "--files-from=-", "x.ttf", "y.ttc"],
    ]

    /// Lines the fast path leaves to argument-parser: other options, repeated ones, values argument-parser
    /// would refuse or read as options, help, and lines `validate()` refuses.
    static let left: [[String]] = [
        ["audit"],
        ["metrics", "a.ttf"],
        ["audit", "--size", "12", "a.ttf"],
        ["audit", "--scale", "2", "a.ttf"],
        ["audit", "--enable", "win-metrics-clip", "a.ttf"],
        ["audit", "--instances", "named", "a.ttf"],
        ["audit", "--explain", "cap-height-zero"],
        ["audit", "--list-rules"],
        ["audit", "--help"],
        ["audit", "-h"],
        ["audit", "--", "-a.ttf"],
        ["audit", "-a.ttf"],
        ["audit", "-", "a.ttf"],
        ["audit", "--quiet", "--quiet", "a.ttf"],
        ["audit", "--format", "json", "--format", "text", "a.ttf"],
        ["audit", "--format", "yaml", "a.ttf"],
        ["audit", "--format=", "a.ttf"],
        ["audit", "--output=", "report.json", "a.ttf"],
        ["audit", "--files-from=", "list.txt"],
        ["audit", "a.ttf", "--files-from="],
        ["audit", "--format"],
        ["audit", "a.ttf", "--format"],
        ["audit", "--format", "--quiet", "a.ttf"],
        ["audit", "--jobs", "0", "a.ttf"],
        ["audit", "--jobs", "257", "a.ttf"],
        ["audit", "--jobs", "-3", "a.ttf"],
        ["audit", "--jobs", "two", "a.ttf"],
        ["audit", "--format", "sarif", "a.ttf"],
        ["audit", "--quiet=yes", "a.ttf"],
        ["audit", "-0"],
        ["audit", "-0", "a.ttf"],
        ["audit", "-q", "a.ttf"],
        ["audit", "-oreport.json", "a.ttf"],
        ["audit", "-o=report.json", "a.ttf"],
        ["audit", "-0o", "r.json", "--files-from", "l"],
        ["audit", "--output", "--quiet", "a.ttf"],
        ["audit", "--version"],
        ["audit", "--generate-completion-script", "bash"],
    ]

    @Test(arguments: taken)
    func readsAsArgumentParserDoes(_ arguments: [String]) throws {
        let fast = try #require(AuditInvocation.fastPath(arguments), "the fast path left \(arguments)")
        #expect(fast == (try library(arguments)), "\(arguments)")
    }

    @Test(arguments: left)
    func leavesTheRest(_ arguments: [String]) {
        #expect(AuditInvocation.fastPath(arguments) == nil, "\(arguments)")
    }

    /// What the fast path reads, written out by hand: its defaults are the ones the help promises
    /// (docs/commands/audit.md), so a default changed in `Audit` and not here fails above and here.
    @Test func readsTheBenchLine() throws {
        let line = ["audit", "--quiet", "--format", "json", "--jobs", "2", "--files-from", "corpus.txt"]
        let invocation = try #require(AuditInvocation.fastPath(line))
        #expect(invocation.quiet && invocation.output == nil)
        #expect(invocation.audit.paths.isEmpty && invocation.audit.filesFrom == "corpus.txt")
        #expect(!invocation.audit.nullSeparated && invocation.audit.jobs == 2 && invocation.audit.format == .json)
        #expect(invocation.audit.pointSize == 17 && invocation.audit.scales == [2, 3])
        #expect(invocation.audit.instances == .defaultAndMovingNamed)
    }
}
