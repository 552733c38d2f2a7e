import Foundation
import Testing

@testable import FontProbeTestSupport

/// The manual, `README.md` and every Markdown file under `docs/`: each relative link reaches a file of
/// the repository and, with a `#fragment`, a heading of that file as GitHub names it; every Markdown
/// file the manual names is in the repository; the README stays a short first read.
struct DocumentationLinkTests {
    /// The repository root, three folders up from this file's folder (Tests/FontProbeTests/Docs).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Docs
        .deletingLastPathComponent()  // FontProbeTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `README.md` and every `.md` file under `docs/`, relative to the root, sorted.
    static func manualPages() -> [String] {
        var pages = ["README.md"]
        let docs = root.appendingPathComponent("docs")
        let files = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.pathExtension == "md" { pages.append(relativePath(of: url)) }
        }
        return pages.sorted()
    }

    static func read(_ page: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    }

    /// `url`'s path relative to the root; its absolute path when it is outside the repository.
    static func relativePath(of url: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path
    }

    // MARK: Reading Markdown

    /// The lines of `markdown`, with the lines of fenced code blocks (and their fences) blank.
    static func linesOutsideCodeBlocks(_ markdown: String) -> [String] {
        var fence: String?
        return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop(while: { $0 == " " })
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                return ""
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix(3))
                return ""
            }
            return String(line)
        }
    }

    /// `line` without its code spans, where brackets are not links.
    static func withoutCodeSpans(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let start = rest.firstIndex(of: "`") {
            result += rest[..<start]
            let ticks = rest[start...].prefix(while: { $0 == "`" })
            let afterOpening = rest[ticks.endIndex...]
            if let closing = afterOpening.range(of: String(ticks)) {
                rest = afterOpening[closing.upperBound...]
            } else {
                result += ticks
                rest = afterOpening
            }
        }
        return result + rest
    }

    /// The first capture group of every match of `pattern` in `text`.
    static func captures(of pattern: String, in text: String, options: NSRegularExpression.Options = []) throws
        -> [String]
    {
        let regex = try NSRegularExpression(pattern: pattern, options: options)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The targets of the links in `markdown`: inline links and images, `[text](target "title")`, then
    /// reference definitions, `[label]: target`; none from code blocks or code spans.
    static func linkTargets(in markdown: String) throws -> [String] {
        let prose = linesOutsideCodeBlocks(markdown).map(withoutCodeSpans).joined(separator: "\n")
        let inline = try captures(of: #"\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)"#, in: prose)
        let definition = #"^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?"#
        let definitions = try captures(of: definition, in: prose, options: .anchorsMatchLines)
        return inline + definitions
    }

    /// The anchor GitHub gives a heading: lowercased, without punctuation and symbols, spaces as `-`.
    static func slug(_ heading: String) -> String {
        let text = heading.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
        var slug = ""
        for character in text.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    /// The anchors of the ATX headings of `markdown`; a repeated heading gets `-1`, `-2`, … as on GitHub.
    static func headingAnchors(in markdown: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors = Set<String>()
        for line in linesOutsideCodeBlocks(markdown) {
            let indent = line.prefix(while: { $0 == " " }).count
            let hashes = line.dropFirst(indent).prefix(while: { $0 == "#" }).count
            let rest = line.dropFirst(indent + hashes)
            guard indent <= 3, (1...6).contains(hashes), rest.isEmpty || rest.first == " " else { continue }
            var title = rest.trimmingCharacters(in: .whitespaces)
            if let closing = title.range(of: #"(^|\s)#+$"#, options: .regularExpression) {
                title.removeSubrange(closing)
            }
            let base = slug(title)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            anchors.insert(count == 0 ? base : "\(base)-\(count)")
        }
        return anchors
    }

    // MARK: Tests

    /// The reader above on a page whose links and anchors are known.
    @Test func readsLinksAndAnchorsAsGitHubDoes() throws {
        let markdown = """
            # The `check` command: fontprobe.yml
            ## Exit codes ##
            ## Exit codes
            ### [Model](model.md) — 2.1
            See [the model](docs/model.md#the-label-model), ![a picture](a.png "A title") and [a site][site].
            Not a link: `[x](code-span.md)`.

            ```console
            [x](code-block.md)
            # not a heading
            ```

            [site]: https://example.com/
            """
        #expect(
            try Self.linkTargets(in: markdown) == [
                "model.md", "docs/model.md#the-label-model", "a.png", "https://example.com/",
            ])
        #expect(
            Self.headingAnchors(in: markdown) == [
                "the-check-command-fontprobeyml", "exit-codes", "exit-codes-1", "model--21",
            ])
    }

    /// Every relative link of the manual reaches a file or folder inside the repository, and every
    /// `#fragment` into a Markdown file names one of its headings. Links with a scheme are not followed.
    @Test func everyLinkResolves() throws {
        var anchors: [String: Set<String>] = [:]
        func anchorsOf(_ page: String) throws -> Set<String> {
            if let known = anchors[page] { return known }
            let found = Self.headingAnchors(in: try Self.read(page))
            anchors[page] = found
            return found
        }

        var broken: [String] = []
        var checked = 0
        for page in Self.manualPages() {
            let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
            for target in try Self.linkTargets(in: try Self.read(page)) {
                if target.range(of: #"^[A-Za-z][A-Za-z0-9+.-]*:"#, options: .regularExpression) != nil { continue }
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0]).removingPercentEncoding ?? String(parts[0])
                let fragment = parts.count > 1 ? String(parts[1]) : ""
                var linked = page
                if !path.isEmpty {
                    let url = folder.appendingPathComponent(path)
                    linked = Self.relativePath(of: url)
                    guard !linked.hasPrefix("/"), FileManager.default.fileExists(atPath: url.path) else {
                        broken.append("\(page): \(target)")
                        continue
                    }
                }
                if !fragment.isEmpty, linked.hasSuffix(".md"), try !anchorsOf(linked).contains(fragment) {
                    broken.append("\(page): \(target)")
                }
            }
        }
        #expect(checked > 0, "no relative links found: is the repository root right? \(Self.root.path)")
        #expect(broken.isEmpty, "Broken links:\n\(broken.joined(separator: "\n"))")
    }

    /// Every page of docs/ that a comment in Sources/ or Tests/ cites (`docs/model.md#the-label-model`)
    /// exists, with the heading its fragment names: code comments cite the manual, not notes
    /// outside the repository.
    @Test func sourceCommentsCiteExistingPages() throws {
        var broken: [String] = []
        var cited = 0
        for folder in ["Sources", "Tests"] {
            let files = FileManager.default.enumerator(
                at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                for citation in try Self.captures(of: #"(docs/[A-Za-z0-9/_.-]+\.md(?:#[a-z0-9-]+)?)"#, in: text) {
                    cited += 1
                    let parts = citation.split(separator: "#", maxSplits: 1).map(String.init)
                    let exists = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(parts[0]).path)
                    guard exists, try parts.count == 1 || Self.headingAnchors(in: Self.read(parts[0])).contains(parts[1])
                    else {
                        broken.append("\(Self.relativePath(of: url)): \(citation)")
                        continue
                    }
                }
            }
        }
        #expect(cited > 10)
        #expect(broken.isEmpty, "Citations of missing pages or headings:\n\(broken.joined(separator: "\n"))")
        let outside = try Self.captures(of: #"(DESIGN(?:\.md| \d| section))"#, in: Self.sources())
        #expect(outside.isEmpty, "a comment cites a design note outside the repository")
    }

    /// Every Swift file under Sources/, joined.
    static func sources() throws -> String {
        var text = ""
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            if url.pathExtension == "swift" { text += try String(contentsOf: url, encoding: .utf8) }
        }
        return text
    }

    /// Every Markdown file the manual names (`model.md`, `Fixtures/fonts/README.md`) is a file of the
    /// repository, so the manual cannot point readers to notes that are not in it.
    @Test func namesOnlyMarkdownFilesOfTheRepository() throws {
        var names = Set<String>()
        let files = FileManager.default.enumerator(
            at: Self.root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = files?.nextObject() as? URL {
            names.insert(url.lastPathComponent)
        }

        var unknown: [String] = []
        for page in Self.manualPages() {
            let text = try Self.read(page)
            for name in try Self.captures(of: #"([A-Za-z0-9_][A-Za-z0-9_.-]*\.md)(?![A-Za-z0-9])"#, in: text)
            where !names.contains(name) {
                unknown.append("\(page): \(name)")
            }
        }
        #expect(unknown.isEmpty, "Markdown files that are not in the repository:\n\(unknown.joined(separator: "\n"))")
    }

    /// README.md is a newcomer's first read: at most 300 lines; the manual is in docs/.
    @Test func readmeIsShort() throws {
        let lines = try Self.read("README.md").utf8.filter { $0 == UInt8(ascii: "\n") }.count
        #expect(lines <= 300, "README.md has \(lines) lines; move detail into docs/")
    }
}
