import Foundation
import Testing

@testable import FontProbeTestSupport

/// `fontprobe audit` through the built binary: exit codes, streams, formats, determinism.
struct AuditCommandTests {
    static let fonts = Repository.fonts.path

    private func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The fixture folder holds unreadable fonts (exit 2), and the report still lists every
    /// face the files hold, as fontTools counts them (tables.json), less the faces FreeType refuses,
    /// and the named instances whose glyphs move with the axes.
    @Test func auditsTheFixtureFolder() throws {
        let result = try CLI.run(["audit", Self.fonts, "--format", "json"])
        #expect(result.status == 2)
        let document = try json(result.stdout)
        let fonts = try #require(document["fonts"] as? [[String: Any]])
        let errors = try #require(document["errors"] as? [[String: Any]])
        let summary = try #require(document["summary"] as? [String: Any])
        let readable = FontToolsReading.keys.filter {
            FontToolsReading.refused[$0] == nil && !FontToolsReading.withoutMetrics.contains($0)
        }
        let instances = readable.reduce(0) { $0 + FontToolsReading.all[$1]!.movingInstances }
        #expect(instances == 7)  // FPVariable-VF (.ttf, -taller, .woff2) Medium and Black; FPSlant-VF Italic
        #expect(fonts.count == readable.count + instances)
        #expect(summary["faces"] as? Int == readable.count + instances + FontToolsReading.withoutMetrics.count)
        #expect(summary["unreadable"] as? Int == FontToolsReading.refused.count)
        for font in fonts {
            let findings = try #require(font["findings"] as? [[String: Any]])
            for finding in findings {
                #expect(finding["rule"] is String && finding["severity"] is String && finding["message"] is String)
            }
        }
        // Every unreadable input is on stderr too, one line each, and in `errors` with its rule.
        let stderrLines = result.stderr.split(separator: "\n")
        #expect(stderrLines.count == FontToolsReading.refused.count)
        #expect(stderrLines.allSatisfy { $0.hasPrefix("fontprobe: cannot read '") })
        let unreadable = errors.filter { ($0["findings"] as? [[String: Any]])?.first?["severity"] as? String == "error" }
        #expect(unreadable.count == errors.count)
        // The summary counts are the findings' counts.
        let all = (fonts + errors).flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }
        let bySeverity = try #require(summary["findings"] as? [String: Int])
        for severity in ["error", "warning", "info"] {
            #expect(bySeverity[severity] == all.filter { $0["severity"] as? String == severity }.count)
        }
    }

    /// The same report whatever the order of the inputs and the number of jobs.
    @Test func outputIsDeterministic() throws {
        // The font files a search of the folder finds, named one by one.
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fonts).sorted()
            .filter { ["ttf", "otf", "ttc", "woff", "woff2"].contains(URL(fileURLWithPath: $0).pathExtension) }
            .map { Repository.font($0) }
        for format in ["json", "text", "csv", "markdown"] {
            let reference = try CLI.run(["audit", "--jobs", "1", "--format", format] + files)
            #expect(reference.stdout.count > 1000)
            for (jobs, order) in [("2", files.reversed()), ("8", files.shuffled()), ("3", [Self.fonts])] {
                let run = try CLI.run(["audit", "--jobs", jobs, "--format", format] + order)
                #expect(run.stdout == reference.stdout, "\(format) differs with --jobs \(jobs)")
                #expect(run.status == reference.status)
            }
        }
    }

    @Test func cleanFontsExitZeroWithNothingOnStderr() throws {
        let result = try CLI.run(["audit", Repository.font("FPThousand-Regular.ttf"), Repository.font("FPSFLike-Regular.ttf")])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // The default scales are 2x and 3x, as for every command.
        #expect(result.stdout.contains("2 faces in 2 files at 17 pt @2x, @3x"))
        #expect(result.stdout.contains("Summary: no findings"))
    }

    /// Findings never fail an audit (that is `check`'s job): FP Audit has five warnings.
    @Test func findingsDoNotChangeTheExitCode() throws {
        let result = try CLI.run(["audit", Repository.font("FPAudit-Regular.ttf"), Repository.font("FPAudit-Bold.ttf")])
        #expect(result.status == 0)
        #expect(result.stdout.contains("cap-height-mismatch"))
        #expect(result.stdout.contains("family-metrics-differ"))
    }

    @Test func csvHasOneLinePerFaceAndFailure() throws {
        let result = try CLI.run(["audit", "--format", "csv", "--scale", "3", Self.fonts])
        let lines = result.stdout.split(separator: "\n")
        let header = lines[0].split(separator: ",")
        #expect(header.first == "path" && header.last == "rules")
        let instances = FontToolsReading.all.values.reduce(0) { $0 + $1.movingInstances }
        #expect(lines.count == 1 + FontToolsReading.keys.count + instances)
        // With two scales, a face has a line at each (and a failure still one): the faces that
        // gave a line at one scale give two.
        let twoScales = try CLI.run(["audit", "--format", "csv", "--scale", "2,3", Self.fonts]).stdout.split(separator: "\n")
        let faceLines = lines.dropFirst().filter { !$0.contains(",,,,,,,,") }
        #expect(twoScales.count == lines.count + faceLines.count)
        let scaleColumn = try #require(header.firstIndex(of: "scale"))
        #expect(
            Set(twoScales.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false)[scaleColumn] })
                .isSuperset(of: ["2.0", "3.0"]))
        #expect(lines.dropFirst().allSatisfy { $0.split(separator: ",", omittingEmptySubsequences: false).count == header.count })
        #expect(lines.contains { $0.contains("FPUpm8-Regular.ttf") && $0.hasSuffix("units-per-em-out-of-range") })
    }

    /// Piped output is never fitted to a terminal, whatever `COLUMNS` says: the table keeps every
    /// column and whole paths, as given on the command line.
    @Test func pipedOutputIsNotFitted() throws {
        let arguments = ["audit", "Fixtures/fonts/Lato-Regular-subset.ttf", "Fixtures/fonts/FPAudit-Regular.ttf"]
        let plain = try CLI.run(arguments, in: Repository.root)
        let narrow = try CLI.run(arguments, in: Repository.root, environment: ["COLUMNS": "80"])
        #expect(narrow.status == 0)
        #expect(narrow.stdout == plain.stdout)
        #expect(narrow.stdout.contains("\n  Fixtures/fonts/Lato-Regular-subset.ttf     0  FP Subset L"))
        #expect(
            narrow.stdout.split(separator: "\n").contains {
                $0.count > 80 && $0.hasSuffix("lineHeight  label@2x  capInset@2x  label@3x  capInset@3x  findings")
            })
        #expect(!narrow.stdout.contains("…"))
    }

    #if os(Linux)
        /// On a terminal (util-linux `script` gives the binary one), `COLUMNS` is the width the
        /// table is fitted to: the columns AuditTableFittingTests works out for 100.
        @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
        func aTerminalGetsAFittedTable() throws {
            let command = [
                Repository.binary, "audit", "--quiet", "Fixtures/fonts/FPAudit-Bold.ttf",
                "Fixtures/fonts/FPAudit-Regular.ttf", "Fixtures/fonts/Lato-Regular-subset.ttf",
            ].joined(separator: " ")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
            process.currentDirectoryURL = Repository.root
            process.environment = ProcessInfo.processInfo.environment.merging(["COLUMNS": "100", "NO_COLOR": "1"]) { $1 }
            let out = Pipe()
            process.standardOutput = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            #expect(process.terminationStatus == 0)
            #expect(
                text.contains(
                    "\n  Fixtures/f…ts/FPAudit-Regular.ttf     0  FP Audit             1.5        1.667  2 warnings, 1 info\n"))
            #expect(text.contains("  Left out to fit 100 columns: descender, ascender, lineGap, upm, xHeight, lineHeight,"))
        }
    #endif

    /// The HTML report draws no picture above 256 pixels per em (100 pt at 3x is 300) and says
    /// so on each card; at 17 pt (51 pixels per em) every face with a label has one.
    @Test func htmlPicturesUpTo256PixelsPerEm() throws {
        let font = Repository.font("FPAudit-Regular.ttf")
        let large = try CLI.run(["audit", "--quiet", "--format", "html", "--size", "100", "--scale", "3", font])
        #expect(large.status == 0)
        #expect(!large.stdout.contains("<img"))
        #expect(large.stdout.contains("No picture: pictures are drawn up to 256 pixels per em, and 100 pt at 3x is 300."))
        let usual = try CLI.run(["audit", "--quiet", "--format", "html", font])
        #expect(usual.stdout.components(separatedBy: "<img ").count == 2)
        #expect(!usual.stdout.contains("No picture"))
        // The ink rows against the lines, by hand from tables.json: 'H' 740 and sCapHeight 700 per
        // 1000 at 17 pt: @2x round(25.16) = 25 against round(23.8) = 24, @3x round(37.74) = 38
        // against round(35.7) = 36.
        #expect(
            usual.stdout.contains(
                "<td><code>ink.capHeight</code></td><td class=\"number\">25 (line 24)</td>"
                    + "<td class=\"number\">38 (line 36)</td>"))
    }

    @Test func markdownHasTheTableAndTheSummary() throws {
        let result = try CLI.run(["audit", "--format", "markdown", Repository.font("FPAudit-Regular.ttf")])
        #expect(result.stdout.hasPrefix("# Font audit\n"))
        #expect(result.stdout.contains("| file | face | family |"))
        #expect(result.stdout.contains("- **warning** `cap-height-mismatch`:"))
        #expect(result.stdout.contains("## Summary"))
    }

    @Test(arguments: [
        (["audit"], "at least one font file"),
        (["audit", "--explain", "no-such-rule", "x"], "There is no rule 'no-such-rule'. The rules are: unreadable-font,"),
        (["audit", "--jobs", "0", "x.ttf"], "--jobs must be a whole number between 1 and 256, not 0."),
        (["audit", "--size", "0", "x.ttf"], "--size must be between"),
        (["audit", "--list-rules", "--format", "csv"], "--list-rules writes text or json, not csv."),
        (["audit", "--explain", "baseline-drift", "--format", "markdown"], "--explain writes text or json, not markdown."),
    ])
    func usageErrors(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr.contains(message))
    }

    @Test func noFontsFoundIsExit66() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        _ = try directory.file("notes.txt", contents: Data("not a font".utf8))
        let empty = try CLI.run(["audit", directory.url.path])
        #expect(empty.status == 66)
        #expect(empty.stderr.contains("no font files (.ttf, .otf, .ttc, .otc, .woff, .woff2) found in '\(directory.url.path)'"))
        let missing = try CLI.run(["audit", directory.url.appendingPathComponent("gone.ttf").path])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("gone.ttf': no such file"))
    }

    /// Notes for what a directory search passed over go to stderr; the report stays valid JSON.
    @Test func skippedPathsAreNotes() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        try FileManager.default.copyItem(
            atPath: Repository.font("FPThousand-Regular.ttf"), toPath: directory.url.appendingPathComponent("a.ttf").path)
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("loop").path, withDestinationPath: directory.url.path)
        #expect(mkfifo(directory.url.appendingPathComponent("pipe.ttf").path, 0o644) == 0)
        let result = try CLI.run(["audit", "--format", "json", directory.url.path])
        #expect(result.status == 0)
        let document = try json(result.stdout)
        #expect((document["fonts"] as? [Any])?.count == 1)
        #expect((document["skipped"] as? [Any])?.count == 2)
        #expect(result.stderr.split(separator: "\n").count == 2)
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("fontprobe: note: skipped '") })
    }

    @Test func filesFromReadsAList() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let list = try directory.file(
            "list.txt",
            contents: Data(
                (Repository.font("FPThousand-Regular.ttf") + "\n\n" + Repository.font("FPTrap-Regular.ttf") + "\n").utf8))
        let result = try CLI.run(["audit", "--files-from", list])
        #expect(result.status == 0)
        #expect(result.stdout.contains("2 faces in 2 files"))
        // Lines end at CRLF, CR and LINE SEPARATOR too (Character.isNewline).
        let windows = try directory.file(
            "windows.txt",
            contents: Data(
                [
                    Repository.font("FPThousand-Regular.ttf"), Repository.font("FPTrap-Regular.ttf"),
                    Repository.font("FPSFLike-Regular.ttf"),
                ]
                .joined(separator: "\r\n\r\u{2028}").utf8))
        let mixed = try CLI.run(["audit", "--files-from", windows])
        #expect(mixed.status == 0)
        #expect(mixed.stdout.contains("3 faces in 3 files"), "\(mixed.stderr)")
    }

    /// On a terminal (a pseudo-terminal from script(1)) a progress line is drawn on stderr and
    /// severities are coloured; `--quiet` drops the progress line and `NO_COLOR` the colours.
    @Test(arguments: [
        ([String](), [String: String](), true, true),
        (["--quiet"], [:], false, true),
        ([], ["NO_COLOR": "1"], true, false),
    ])
    func terminalOutput(options: [String], environment: [String: String], progress: Bool, color: Bool) throws {
        let command = ([Repository.binary, "audit"] + options + [Repository.font("FPAudit-Regular.ttf")])
            .map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .filter { $0.key != "NO_COLOR" || environment["NO_COLOR"] != nil }
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("auditing: 1/1 files") == progress, "\(text)")
        #expect(text.contains("\u{1B}[33mwarning") == color)
    }

    /// Without a terminal there is no progress line and no colour, and the JSON is valid.
    @Test func pipesGetNoProgressAndNoColor() throws {
        let result = try CLI.run(["audit", Repository.font("FPAudit-Regular.ttf")])
        #expect(result.stderr == "")
        #expect(!result.stdout.contains("\u{1B}["))
    }
    /// `--platform`: Lato's typo metrics (hhea 1974/-426/0, typo 1610/-390/400) are info on iOS
    /// alone and a warning with the web; a platform fontprobe does not know is refused (64).
    @Test func platforms() throws {
        let lato = Repository.font("Lato-Regular-subset.ttf")
        func typo(_ arguments: [String]) throws -> String? {
            let result = try CLI.run(["audit", lato, "--format", "json"] + arguments)
            return result.stdout.range(
                of: #""rule" : "typo-metrics-without-stat",\s*"severity" : "(\w+)""#, options: .regularExpression
            )
            .map { String(result.stdout[$0]).components(separatedBy: "\"").dropLast().last ?? "" }
        }
        #expect(try typo([]) == "info")
        #expect(try typo(["--platform", "ios"]) == "info")
        #expect(try typo(["--platform", "ios,web"]) == "warning")
        #expect(try typo(["--platform", "android"]) == "warning")
        #expect(try typo(["--platform", "flutter"]) == "warning")
        let bad = try CLI.run(["audit", lato, "--platform", "windows"])
        #expect(
            bad.status == 64
                && bad.stderr.contains("--platform cannot use windows: the platforms are ios, android, web and flutter."))
    }
    /// family-metrics-differ between two files of one style names the files, not "'Regular' … than
    /// 'Regular'". Lato (hhea 1974/-426 per 2000) against its taller copy (2074/-426; path order makes
    /// it the reference): at 17 pt @3x the label is ceil(61.2) = 62 px against ceil(63.75) = 64, its
    /// baseline round(50.34) = 50 px against round(52.89) = 53; at 2x 41 against 43 and 34 against 35,
    /// so 3x, where it differs most, is named.
    @Test func familyMetricsDifferNamesTheFiles() throws {
        let result = try CLI.run([
            "audit", Repository.font("Lato-Regular-subset.ttf"), Repository.font("Lato-Regular-subset-taller.ttf"),
            "--format", "json",
        ])
        #expect(
            result.stdout.contains(
                "'Regular' in Lato-Regular-subset.ttf is 2 px shorter with its baseline 3 px higher at 17 pt @3x than "
                    + "'Regular' in Lato-Regular-subset-taller.ttf of 'FP Subset L' in a one-line label"), "\(result.stdout)")
    }
}
