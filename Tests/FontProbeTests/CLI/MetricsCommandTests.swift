import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe metrics` through the built binary: stdout, stderr and exit code.
@Suite(.serialized)
struct MetricsCommandTests {
    /// Schema v1 keys from docs/json-schema.md, written out here rather than taken from the code.
    static let faceKeys = [
        "path", "faceIndex", "familyName", "styleName", "postScriptName", "unitsPerEm", "tables", "hasSTAT",
        "verticalMetricsSource", "capHeight", "xHeight", "sizes",
    ]
    static let os2Keys = [
        "version", "typoAscender", "typoDescender", "typoLineGap", "winAscent", "winDescent", "capHeight", "xHeight",
        "useTypoMetrics",
    ]
    static let sizeKeys = [
        "pointSize", "scale", "ascender", "descender", "leading", "lineHeight", "capHeight", "xHeight", "labelHeight",
        "baselineInset", "baselineFromTop", "capInset", "capInsetNaive", "capInsetRoundedBaseline", "xHeightInset",
        "capInsetArticle",
    ]

    private func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func jsonMatchesFontToolsForEveryFixture() throws {
        let files = FontToolsReading.readableSingleFonts
        let result = try CLI.run(
            ["metrics"] + files.map(Repository.font) + ["--size", "17", "--scale", "1,2,3", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let document = try json(result)
        #expect(document["schemaVersion"] as? Int == 2)
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        #expect(fonts.count == files.count)
        for (file, font) in zip(files, fonts) {
            let want = try #require(FontToolsReading.all[file])
            #expect(Set(Self.faceKeys).isSubset(of: font.keys), "\(file)")
            #expect(font["path"] as? String == Repository.font(file))
            #expect(font["faceIndex"] as? Int == 0)
            #expect(font["unitsPerEm"] as? Int == want.unitsPerEm)
            #expect(font["familyName"] as? String == want.familyName)
            #expect(font["styleName"] as? String == want.styleName)
            #expect(font["postScriptName"] as? String == want.postScriptName)
            #expect(font["hasSTAT"] as? Bool == want.hasSTAT)
            let tables = try #require(font["tables"] as? [String: Any])
            let hhea = try #require(tables["hhea"] as? [String: Int])
            #expect(hhea == ["ascender": want.hhea?.ascender, "descender": want.hhea?.descender, "lineGap": want.hhea?.lineGap])
            guard let wantOS2 = want.os2 else {
                #expect(tables["os2"] is NSNull, "\(file)")
                continue
            }
            let os2 = try #require(tables["os2"] as? [String: Any])
            #expect(Set(os2.keys) == Set(Self.os2Keys))
            #expect(os2["version"] as? Int == wantOS2.version)
            #expect(os2["typoAscender"] as? Int == wantOS2.typoAscender)
            #expect(os2["typoDescender"] as? Int == wantOS2.typoDescender)
            #expect(os2["typoLineGap"] as? Int == wantOS2.typoLineGap)
            #expect(os2["winAscent"] as? Int == wantOS2.winAscent)
            #expect(os2["winDescent"] as? Int == wantOS2.winDescent)
            #expect(os2["capHeight"] as? Int == wantOS2.capHeight)
            #expect((os2["capHeight"] is NSNull) == (wantOS2.capHeight == nil))
            #expect(os2["xHeight"] as? Int == wantOS2.xHeight)
            #expect(os2["useTypoMetrics"] as? Bool == wantOS2.useTypoMetrics)
            let sizes = try #require(font["sizes"] as? [[String: Any]])
            #expect(sizes.count == 3)
            for size in sizes {
                #expect(Set(Self.sizeKeys).isSubset(of: size.keys))
            }
        }
    }

    /// The published UIFont values of docs/model.md#uifont-metrics-at-a-point-size, through the whole pipeline, to 1e-9.
    @Test(arguments: [
        // UIFont.systemFont(ofSize: 17): ascender, descender, lineHeight, capHeight (published).
        ("FPSFLike-Regular.ttf", 16.1865234375, -4.1005859375, 20.287109375, 11.97802734375),
        // UIFont(name: "Helvetica", size: 17): ascender 15.64033203125, lineHeight 19.55 (published);
        // descender -471*17/2048 and cap 1469*17/2048 by hand.
        ("FPHelvetica-Regular.ttf", 15.64033203125, -3.90966796875, 19.55, 12.19384765625),
    ])
    func publishedValues(file: String, ascender: Double, descender: Double, lineHeight: Double, capHeight: Double) throws {
        let result = try CLI.run(["metrics", Repository.font(file), "--size", "17", "--scale", "3", "--format", "json"])
        #expect(result.status == 0)
        let fonts = try #require(try json(result)["fonts"] as? [[String: Any]])
        let size = try #require((fonts.first?["sizes"] as? [[String: Any]])?.first)
        #expect(isClose(size["ascender"] as? Double, ascender))
        #expect(isClose(size["descender"] as? Double, descender))
        #expect(isClose(size["lineHeight"] as? Double, lineHeight))
        #expect(isClose(size["capHeight"] as? Double, capHeight))
        #expect(isClose(size["leading"] as? Double, 0))
    }

    @Test func thousandUnitsAt15PointsIsExactlyTwelvePlusDescender() throws {
        // 800 + 200 units of 1000 at 15 pt: 12 + 3 = 15 pt, at every scale; not one pixel more.
        let result = try CLI.run([
            "metrics", Repository.font("FPThousand-Regular.ttf"), "--size", "15", "--scale", "1,2,3", "--format", "json",
        ])
        #expect(result.status == 0)
        let fonts = try #require(try json(result)["fonts"] as? [[String: Any]])
        let sizes = try #require(fonts.first?["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["labelHeight"] as? Double } == [15, 15, 15])
        #expect(sizes.map { $0["baselineFromTop"] as? Double } == [12, 12, 12])
    }

    @Test func representationErrorCostsNoPixel() throws {
        // FP Trap: hhea 720/-280 of 1000 at 25 pt. 280/1000*25 is 7.000000000000001 in doubles; the exact
        // descender is 7 pt, so at 1x, 2x and 3x the baseline sits exactly 7 pt (7, 14, 21 px) up and the
        // label is exactly 25 pt. Cap 500*25/1000 = 12.5 pt: at 1x 13 px, so capInset = 25-7-13 = 5.
        let result = try CLI.run([
            "metrics", Repository.font("FPTrap-Regular.ttf"), "--size", "25", "--scale", "1,2,3", "--format", "json",
        ])
        #expect(result.status == 0)
        let fonts = try #require(try json(result)["fonts"] as? [[String: Any]])
        let sizes = try #require(fonts.first?["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["baselineInset"] as? Double } == [7, 7, 7])
        #expect(sizes.map { $0["labelHeight"] as? Double } == [25, 25, 25])
        #expect(sizes.first?["capInset"] as? Double == 5)
    }

    @Test func symlinkedFontIsReported() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let link = directory.url.appendingPathComponent("link.ttf").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Repository.font("FPSFLike-Regular.ttf"))
        let result = try CLI.run(["metrics", link, "--size", "17", "--scale", "3", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
    }

    @Test func unwritableOutputIsExit74() throws {
        let result = try CLI.run(["metrics", Repository.font("FPSFLike-Regular.ttf"), "--output", "/dev/full"])
        #expect(result.status == 74)
        #expect(result.stderr == "fontprobe: cannot write '/dev/full': No space left on device\n")
    }

    /// stdout that cannot take the report (a full device) is exit 74 too, with the reason.
    @Test func unwritableStdoutIsExit74() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "'\(Repository.binary)' metrics '\(Repository.font("FPSFLike-Regular.ttf"))' > /dev/full"]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 74)
        #expect(stderr == "fontprobe: cannot write stdout: No space left on device\n")
    }

    /// `-o` writes in place: through a symlink into the file it names (the link stays a link and
    /// the file keeps its inode), over a longer file (truncated), and not into a directory.
    /// Through a link, the file it leads to is replaced (a new file renamed over it, docs/security.md#other-output)
    /// and the link kept; a directory cannot be written.
    @Test func outputReplacesTheFileALinkLeadsTo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let target = try directory.file("target.csv", contents: Data(String(repeating: "old\n", count: 10_000).utf8))
        let link = directory.url.appendingPathComponent("link.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = try CLI.run(["metrics", Repository.font("FPSFLike-Regular.ttf"), "--format", "csv", "-o", link])
        #expect(result.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.hasPrefix("path,faceIndex,") && !written.contains("old"))

        let intoDirectory = try CLI.run(["metrics", Repository.font("FPSFLike-Regular.ttf"), "-o", directory.url.path])
        #expect(intoDirectory.status == 74)
        #expect(intoDirectory.stderr.hasPrefix("fontprobe: cannot write '\(directory.url.path)': "))
    }

    @Test func textReportForLato() throws {
        let result = try CLI.run(["metrics", Repository.font("Lato-Regular-subset.ttf"), "--size", "17", "--scale", "1,2,3"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix(Repository.font("Lato-Regular-subset.ttf")) == true)
        #expect(lines.contains { $0.contains("units per em") && $0.hasSuffix("2000") })
        #expect(
            lines.contains {
                $0.contains("hhea: ascender 1974, descender -426, line gap 0") && $0.contains("without a STAT table")
            })
        #expect(lines.contains { $0.contains("1433 units, from OS/2 sCapHeight") })
        // Hand calculation (see LabelMetricsTests): @3x label 62 px = 20.667, baseline round(50.337) = 50 px
        // = 16.667 from the top and 12 px = 4 above the bottom, capInset (50 − 37)/3 = 4.333, the
        // article's (62 − 11 − 37)/3 = 4.667, naive 5, xInset (50 − 26)/3 = 8, marked because the
        // article differs.
        let row3x = try #require(lines.first { $0.contains(" 3x ") })
        #expect(
            row3x.split(separator: " ").map(String.init) == [
                "17", "3x", "16.779", "-3.621", "0", "20.4", "12.1805", "8.6105", "20.667", "4", "16.667", "4.333", "4.667",
                "5", "8", "*",
            ])
        let row1x = try #require(lines.first { $0.contains(" 1x ") })
        #expect(!row1x.hasSuffix("*"))
        #expect(lines.contains { $0.hasPrefix("  * article differs from capInset") })
        #expect(!result.stdout.contains("on a device"))
    }

    /// `--platform android` alone at 2.625, a density no iOS device has: no UIKit table, row or
    /// column in text and Markdown; with `ios` listed too, UIKit is back. Roboto 14 sp at 2.625 by hand
    /// (docs/commands/metrics.md#platforms): the TextView 49 px with its baseline 39, Compose 43 and 34.
    /// JSON keeps its one shape: UIKit's keys are in the row either way.
    @Test func androidAloneShowsNoUIKit() throws {
        let roboto = Repository.root.appendingPathComponent("Fixtures/android/Roboto-Regular.ttf").path
        let options = [roboto, "--size", "14", "--scale", "2.625"]
        let android = try CLI.run(["metrics"] + options + ["--platform", "android"])
        #expect(android.status == 0, "\(android.stderr)")
        // Each line's height and baseline, the last columns but the cap line's.
        func numbers(_ name: String) -> [String] {
            let line = android.stdout.split(separator: "\n").first { $0.contains(name) }
            return line.map { $0.split(separator: " ").suffix(3).dropLast().map(String.init) } ?? []
        }
        #expect(numbers("Android TextView (36.75 px text)") == ["49", "39"], "\(android.stdout)")
        #expect(numbers("Android Compose Text (36.75 px text)") == ["43", "34"], "\(android.stdout)")
        #expect(
            android.stdout.contains(
                "hhea: ascender 1900, descender -500, line gap 0 — USE_TYPO_METRICS is off, so Skia reads hhea"))
        for uikit in ["UIKit label", "vs UIKit", "capInset", "lineHeight", "CoreText"] {
            #expect(!android.stdout.contains(uikit), "\(uikit) in\n\(android.stdout)")
        }
        let markdown = try CLI.run(["metrics"] + options + ["--platform", "android", "--format", "markdown"])
        #expect(!markdown.stdout.contains("UIKit label") && !markdown.stdout.contains("capInset"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("Android Compose Text (36.75 px text) | 43 | 34"), "\(markdown.stdout)")
        let both = try CLI.run(["metrics"] + options + ["--platform", "ios,android"])
        #expect(both.stdout.contains("UIKit label") && both.stdout.contains("vs UIKit") && both.stdout.contains("capInset"))
        let json = try CLI.run(["metrics"] + options + ["--platform", "android", "--format", "json"])
        let row = try #require(((try self.json(json))["fonts"] as? [[String: Any]])?.first?["sizes"] as? [[String: Any]])
        #expect(Set(Self.sizeKeys).isSubset(of: try #require(row.first).keys))
        #expect(row.first?["android"] is [String: Any])
    }

    @Test func fractionalAndRepeatedSizes() throws {
        let result = try CLI.run([
            "metrics", Repository.font("FPSFLike-Regular.ttf"), "--size", "33.5", "--size", "12,17", "--scale", "2", "--format",
            "json",
        ])
        #expect(result.status == 0)
        let fonts = try #require(try json(result)["fonts"] as? [[String: Any]])
        let sizes = try #require(fonts.first?["sizes"] as? [[String: Any]])
        #expect(sizes.map { $0["pointSize"] as? Double } == [33.5, 12, 17])
        // 1950 * 33.5 / 2048 = 31.89697265625 (hand calculation).
        #expect(isClose(sizes.first?["ascender"] as? Double, 31.89697265625))
    }

    @Test func csvAndMarkdownFormats() throws {
        let font = Repository.font("FPThousand-Regular.ttf")
        let csv = try CLI.run(["metrics", font, "--size", "15", "--scale", "1", "--format", "csv"])
        #expect(csv.status == 0)
        let rows = csv.stdout.split(separator: "\n")
        #expect(rows.count == 2)
        #expect(rows.first?.hasPrefix("path,faceIndex,familyName") == true)
        // 15 pt @1x: ascender 12, descender -3, lineHeight 15, cap 10.5, label 15, capInset 1.
        #expect(rows.last?.contains(",15.0,1.0,12.0,-3.0,0.0,15.0,10.5,7.5,15.0,3.0,12.0,1.0,2.0,1.0,4.0,false") == true)
        let markdown = try CLI.run(["metrics", font, "--size", "15", "--scale", "1", "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout.hasPrefix("## FP Thousand Regular\n"))
        #expect(markdown.stdout.contains("| 15 | 1x | 12 | -3 | 0 | 15 | 10.5 | 7.5 | 15 | 3 | 12 | 1 | 1 | 2 | 4 |  |"))
    }

    struct BadInput: CustomTestStringConvertible, Sendable {
        var name: String
        var contents: Data?  // nil: the path does not exist
        var status: Int32
        var reason: String
        var testDescription: String { name }
    }

    static let badInputs: [BadInput] = [
        BadInput(name: "missing file", contents: nil, status: 66, reason: "no such file"),
        BadInput(name: "empty file", contents: Data(), status: 2, reason: "the file is empty"),
        BadInput(
            name: "text file", contents: Data("not a font\n".utf8), status: 2, reason: "not a font file FreeType recognises"),
        BadInput(
            name: "truncated font",
            contents: (try? Data(contentsOf: URL(fileURLWithPath: Repository.font("Lato-Regular-subset.ttf"))))?.prefix(300),
            status: 2, reason: "the file is truncated: its tables need "),
    ]

    @Test(arguments: badInputs)
    func badInputIsOneLineAndTheRestIsReported(_ input: BadInput) throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let bad = directory.url.appendingPathComponent("bad.ttf").path
        if let contents = input.contents { _ = try directory.file("bad.ttf", contents: contents) }
        let good = Repository.font("FPSFLike-Regular.ttf")
        let result = try CLI.run(["metrics", bad, good, "--size", "17", "--scale", "3", "--format", "json"])
        #expect(result.status == input.status)
        let stderrLines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(stderrLines.count == 1)
        #expect(stderrLines.first?.hasPrefix("fontprobe: cannot read '\(bad)': \(input.reason)") == true)
        let document = try json(result)
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        #expect(fonts.map { $0["path"] as? String } == [good])
    }

    @Test func directoryIsRefused() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let result = try CLI.run(["metrics", directory.url.path])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "fontprobe: cannot read '\(directory.url.path)': it is a directory, not a font file\n")
    }

    @Test(arguments: [
        (["--size", "abc"], "--size"), (["--size", "0"], "--size"), (["--scale", "-2"], "--scale"),
        (["--face=-1"], "--face must be a whole number between 0 and 65535, not -1."),
        (["--size", "1e308"], "--size must be between"),
        (["--format", "yaml"], "--format"),
    ])
    func usageErrors(arguments: [String], option: String) throws {
        let result = try CLI.run(["metrics", Repository.font("FPSFLike-Regular.ttf")] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains(option))
    }

    @Test func faceOutOfRangeIsAUsageError() throws {
        let font = Repository.font("FPSFLike-Regular.ttf")
        let result = try CLI.run(["metrics", font, "--face", "2"])
        #expect(result.status == 64)
        #expect(result.stderr == "fontprobe: '\(font)': there is no face 2; the file has 1 face (index 0)\n")
    }

    @Test func outputFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let report = directory.url.appendingPathComponent("report.json").path
        let result = try CLI.run(["metrics", Repository.font("FPSFLike-Regular.ttf"), "--format", "json", "--output", report])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        let data = try Data(contentsOf: URL(fileURLWithPath: report))
        #expect((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["schemaVersion"] as? Int == 2)

        let unwritable = try CLI.run(["metrics", Repository.font("FPSFLike-Regular.ttf"), "--output", "/nonexistent/dir/r.txt"])
        #expect(unwritable.status == 74)
        #expect(unwritable.stderr.hasPrefix("fontprobe: cannot write '/nonexistent/dir/r.txt'"))
    }
}
