import Testing

@testable import FontProbeModel
@testable import FontProbeRules

/// `app-font-name-shared` over a file name shared by a thousand configured files names three of
/// the others and counts the rest (docs/commands/check.md#the-apps-fonts), so the report is linear
/// in the files, counted in bytes: listing every other file on each file's line made 1,000 files
/// `Brand.ttf` in as many folders a million names (about 21 MB of messages).
struct SharedFileNameWorkTests {
    /// `Fonts/d0000/Brand.ttf` … in `count` folders, as a configuration selects them.
    static func checker(_ count: Int) throws -> Checker {
        let files = (0..<count).map { index in
            let relative = "Fonts/d\(String(10_000 + index).dropFirst())/Brand.ttf"
            return FontSelection.File(path: relative, relativePath: relative, absolutePath: "/project/\(relative)")
        }
        let configuration = try CheckConfiguration(yaml: "fonts: Fonts\nbaseline: false\n")
        return Checker(configuration: configuration, configurationPath: "fontprobe.yml", files: files)
    }

    /// Each file's message, in path order.
    static func messages(_ count: Int) throws -> [String] {
        let checker = try checker(count)
        let (byName, paths) = (checker.filesByFileName, Set(checker.files.map { FileName.Key($0.path) }))
        return checker.files.map { file in
            let outcome = checker.sharedNameOutcome(file.path, filesByName: byName, paths: paths)
            return outcome?.problems.first?.message ?? ""
        }
    }

    /// The first file names the next three and counts the other 996 of the 1,000; the fifth names
    /// the first three.
    @Test func threeAreNamedAndTheRestCounted() throws {
        let messages = try Self.messages(1000)
        let tail = ": an app bundle holds one file of a name, so one of these faces is never registered"
        #expect(
            messages[0]
                == "'Brand.ttf' is also the name of 'Fonts/d0001/Brand.ttf', 'Fonts/d0002/Brand.ttf', "
                + "'Fonts/d0003/Brand.ttf' and 996 more" + tail)
        #expect(
            messages[4]
                == "'Brand.ttf' is also the name of 'Fonts/d0000/Brand.ttf', 'Fonts/d0001/Brand.ttf', "
                + "'Fonts/d0002/Brand.ttf' and 996 more" + tail)
    }

    /// Two files of a name: each names the other, and nothing is counted (the message of before).
    @Test func twoFilesNameEachOther() throws {
        let messages = try Self.messages(2)
        #expect(
            messages == [
                "'Brand.ttf' is also the name of 'Fonts/d0001/Brand.ttf': an app bundle holds one file of a name, so "
                    + "one of these faces is never registered",
                "'Brand.ttf' is also the name of 'Fonts/d0000/Brand.ttf': an app bundle holds one file of a name, so "
                    + "one of these faces is never registered",
            ])
    }

    /// The messages of 1,000 files are at most 1,000 times the longest one of four files (a fixed
    /// number of names and a count), where listing every other file made each one 999 names long.
    @Test func messagesGrowLinearly() throws {
        let single = try Self.messages(4).map(\.utf8.count).max() ?? 0
        let bytes = try Self.messages(1000).map(\.utf8.count).reduce(0, +)
        #expect(single > 0)
        #expect(bytes <= 1000 * (single + " and 996 more".utf8.count))
    }
}
