import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The hand-written stand-ins kept for speed (their comments give the measurements), each
/// against the library call it replaces, and the library calls that replaced the others.
struct StandInTests {
    /// Doubles of every magnitude fontprobe prints, with exact ties and their neighbours.
    static let numbers: [Double] = {
        var generator = SplitMix64(seed: 20261123)
        var values: [Double] = [0, -0.0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.375, 1e-10, 4.333333333333333, 20.287109375]
        values += [16.1865234375, 0x1p52 - 1, 0x1p52, -0x1p51, 1e15, 12345.678949999999, 0.00005, 0.00015]
        for _ in 0..<5000 {
            let units = Double(Int.random(in: -5_000_000...5_000_000, using: &generator))
            let scale = [1.0, 3, 8, 64, 1000, 2048, 1e4, 1e6][Int.random(in: 0...7, using: &generator)]
            values.append(units / scale)
            values.append(Double.random(in: -1e6...1e6, using: &generator))
            values.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
        }
        for value in values.prefix(2000) where value.isFinite {
            values += [value.nextUp, value.nextDown]
        }
        return values
    }()

    /// `--files-from` lists of ASCII split on bytes, against the split on Characters: every
    /// newline ASCII has, CRLF and LFCR, runs of them, leading and trailing ones, and the
    /// other control and space characters that are not newlines.
    @Test func asciiListsSplitAsCharacterLines() {
        let pieces = [
            "a.ttf", "/usr/share/fonts/x y.otf", "\n", "\r", "\r\n", "\n\r", "\u{0B}", "\u{0C}", "\t", " ", "\u{1B}",
            "\u{7F}", "b", "\r\n\r\n",
        ]
        var generator = SplitMix64(seed: 20261127)
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }.joined()
            let data = Data(text.utf8)
            #expect(PathList.lines(data) == PathList.characterLines(data), "\(text.debugDescription)")
        }
    }

    /// The one-scan test for raw bytes against the scan of every scalar: paths with and without
    /// bytes that are not UTF-8, and scalars around U+10FE80…U+10FEFF that stand for none.
    @Test func rawBytesFoundAsByScalars() {
        let texts = [
            "/fonts/a.ttf", "caf\u{E9}.ttf", FileName.decode([0x63, 0xE9, 0x2E]), FileName.decode([0xFF]),
            "\u{10FE7F}", "\u{10FE80}", "\u{10FEFF}", "\u{10FF00}", "\u{100000}x", "\u{1F600}", "",
        ]
        for text in texts {
            #expect(
                FileName.hasRawByte(text) == text.unicodeScalars.contains(where: FileName.isRawByte), "\(text.debugDescription)")
        }
    }

    /// family-name-mismatch's names, letters and digits lowercased: the ASCII path against the
    /// Unicode one, over every ASCII byte and the names of the bench corpus's kinds.
    @Test func asciiNamesNormalizeAsUnicodeOnes() {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let names = [
            ascii, "Noto Sans CJK JP", "FP Famly", "TeX Gyre Heros", "DejaVu Sans Mono", "Font Awesome 5 Free",
            "Lato-Regular", "URW Bookman L", "a_b.c d\te", "",
        ]
        for name in names {
            #expect(AuditChecks.normalized(name) == AuditChecks.unicodeNormalized(name), "\(name.debugDescription)")
        }
        #expect(AuditChecks.normalized(ascii) == "0123456789abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz")
        // Not ASCII: the Unicode path.
        #expect(AuditChecks.normalized("Ünïcode Fönt 2") == "ünïcodefönt2")
    }

    /// The file name and its stem as `split` took them before: the part after the last '/', and
    /// the first run of characters other than '-', without its extension.
    @Test func fileStemsAsSplitTookThem() {
        let cases: [(path: String, name: String, stem: String)] = [
            ("/fonts/Lato-Regular.ttf", "Lato-Regular.ttf", "lato"), ("Lato.ttf", "Lato.ttf", "lato"),
            ("/a/-Bold.ttf", "-Bold.ttf", "bold"), ("/a/--x.otf", "--x.otf", "x"), ("dir/", "", ""),
            ("/a/b.c-d.ttf", "b.c-d.ttf", "b"), ("/a/--", "--", ""), ("/a/Noto Sans-Bold.ttc", "Noto Sans-Bold.ttc", "notosans"),
            // Not ASCII: the same, on Characters.
            ("/a/Ünï Fönt-Bold.ttf", "Ünï Fönt-Bold.ttf", "ünïfönt"), ("/é/--é.x.otf", "--é.x.otf", "éx"),
        ]
        for (path, name, stem) in cases {
            #expect(AuditChecks.fileName(path) == name, "\(path)")
            #expect(AuditChecks.fileStem(path) == stem, "\(path)")
            #expect(
                AuditChecks.fileName(path)
                    == (path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path))
        }
    }

    @Test func roundingMatchesPrintf() {
        var mismatches: [String] = []
        for value in Self.numbers where value.isFinite {
            for decimals in 0...9 {
                let printf = NumberFormatting.printed(value, decimals: decimals)
                if let rounded = NumberFormatting.rounded(value, decimals: decimals), rounded != printf {
                    mismatches.append("\(value) to \(decimals): \(rounded) vs \(printf)")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Where it gives up, the printf path answers.
        #expect(NumberFormatting.rounded(.infinity, decimals: 2) == nil)
        #expect(NumberFormatting.rounded(1e300, decimals: 2) == nil)
        #expect(NumberFormatting.trimmed(2.675, decimals: 2) == "2.67")  // 2.67499999… in binary
        #expect(NumberFormatting.trimmed(-0.0001, decimals: 3) == "0")
    }

    /// Strings that share prefixes, differ in case, end early, or hold non-ASCII (bridged and
    /// native, small and large).
    static let strings: [String] = {
        var generator = SplitMix64(seed: 20261123)
        let pieces = ["a", "A", "é", "e\u{301}", "/", "Fonts", "ß", "😀", "\u{0}", "z", "ttf", "Ω", "-", "_", ""]
        var strings = ["", "a", "ab", "b", "A", "é", "e\u{301}", String(repeating: "x", count: 40)]
        for _ in 0..<3000 {
            strings.append(
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        strings += strings.prefix(200).map { NSString(string: $0 + "/bridged") as String }
        return strings
    }()

    @Test func byteOrderMatchesLexicographicUTF8() {
        var mismatches = 0
        var generator = SplitMix64(seed: 20261123)
        let shuffled = Self.strings.shuffled(using: &generator)
        let pairs = Array(zip(Self.strings, shuffled)) + Array(zip(Self.strings, Self.strings))
        for (a, b) in pairs {
            if a.precedesInUTF8Order(b) != a.utf8.lexicographicallyPrecedes(b.utf8) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }

    /// `name` records: the standard library's transcoding against Foundation's `.utf16BigEndian`.
    @Test func utf16NamesMatchFoundation() {
        var generator = SplitMix64(seed: 20261123)
        var samples: [[UInt8]] = [[], [0x00], [0x00, 0x41], [0xFE, 0xFF, 0x00, 0x41], [0xD8, 0x3D, 0xDE, 0x00], [0xD8, 0x3D]]
        samples += [
            [0xDE, 0x00, 0x00, 0x41], [0x00, 0x41, 0xD8, 0x3D, 0x00, 0x41],
            Array("Lato".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
        ]
        for _ in 0..<5000 {
            let count = Int.random(in: 0...24, using: &generator)
            samples.append(
                (0..<count).map { index in
                    // Mostly Latin text, with high bytes that make surrogates now and then.
                    index % 2 == 0
                        ? [0x00, 0x00, 0xD8, 0xDC, 0x4E, 0x30].randomElement(using: &generator)!
                        : UInt8.random(in: 0...255, using: &generator)
                })
        }
        for bytes in samples {
            let ours = bytes.withUnsafeBufferPointer { buffer in
                SfntNames.utf16BigEndian(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, count: buffer.count)
            }
            let foundation = String(data: Data(bytes.prefix(bytes.count / 2 * 2)), encoding: .utf16BigEndian)
            #expect(ours == foundation, "\(bytes)")
        }
    }
}
