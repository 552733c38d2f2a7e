import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// Binary Info.plists whose arrays share their children (docs/security.md#the-apps-infoplist): read within a
/// bound on the objects of the tree they describe and on its depth, before Foundation builds it.
struct PlistBoundsTests {
    /// A binary plist `{UIAppFonts: A1}` where A1 = [A2, A2], …, A(levels) = ["a.ttf", "a.ttf"]:
    /// 2^levels strings in 8 + 14 + 3 × levels + 6 bytes of objects, 2 × (levels + 3) of offsets
    /// and a 32-byte trailer.
    static func sharedTree(levels: Int) -> Data {
        var objects: [[UInt8]] = []
        objects.append([0xD1, 1, 2])  // dict of one pair: key object 1, value object 2
        objects.append([0x5A] + Array("UIAppFonts".utf8))
        for level in 0..<levels { objects.append([0xA2, UInt8(3 + level), UInt8(3 + level)]) }
        objects.append([0x55] + Array("a.ttf".utf8))
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        func be64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1] + be64(objects.count) + be64(0) + be64(table)
        return Data(bytes)
    }

    /// 2^30 strings: refused by the object bound, in one line, before Foundation reads it.
    @Test func billionsOfSharedChildrenAreRefused() {
        let data = Self.sharedTree(levels: 30)
        #expect(data.count == 8 + 14 + 90 + 6 + 2 * 33 + 32)
        #expect(throws: AppFonts.PlistError.self) { try AppFonts(plist: data, path: "Info.plist") }
        #expect(
            BinaryPlistBounds.problem([UInt8](data))
                == "it holds more than 100000 objects once its shared parts are counted where each is used; an "
                + "Info.plist has a few hundred")
    }

    /// 2^3 = 8 strings: within the bounds, and read as Foundation reads it.
    @Test func aSmallSharedTreeIsRead() throws {
        let data = Self.sharedTree(levels: 1)
        #expect(BinaryPlistBounds.problem([UInt8](data)) == nil)
        #expect(try AppFonts(plist: data, path: "Info.plist").entries == ["a.ttf", "a.ttf"])
    }

    /// A binary Info.plist written by Foundation is within the bounds and read.
    @Test func foundationsBinaryPlistIsRead() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleName": "App", "UIAppFonts": ["Brand-Bold.otf", "Fonts/Brand.ttf"]],
            format: .binary, options: 0)
        #expect(try AppFonts(plist: data, path: "Info.plist").entries == ["Brand-Bold.otf", "Fonts/Brand.ttf"])
    }
}

/// The same forged Info.plist through `check`: one line and exit 64, before any font is read.
struct PlistBombCheckTests {
    @Test func checkRefusesTheSharedTree() throws {
        let project = try ScratchProject(fonts: ["FPThousand-Regular.ttf"])
        defer { project.directory.cleanUp() }
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        try PlistBoundsTests.sharedTree(levels: 30).write(to: project.url.appendingPathComponent("App/Info.plist"))
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\napp:\n  infoPlist: App/Info.plist\n")
        let result = try project.run(["check"])
        #expect(result.status == 64)
        #expect(
            result.stderr
                == "fontprobe: App/Info.plist: cannot use this Info.plist: it holds more than 100000 objects once its "
                + "shared parts are counted where each is used; an Info.plist has a few hundred\n")
    }
}

/// `app.infoPlist` is read only as a regular file inside the configuration's directory tree
/// (docs/security.md#files-other-than-fonts): a link to fontprobe's own stdout (a pipe, as in CI),
/// a link out of the project and a FIFO are each one line, at once.
struct InfoPlistPathTests {

    static func project(_ make: (String) throws -> Void) throws -> (ScratchProject, String) {
        let project = try ScratchProject(fonts: ["FPThousand-Regular.ttf"])
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        try make(project.url.appendingPathComponent("App/Info.plist").path)
        try project.write("fontprobe.yml", "fonts: Fonts\nbaseline: false\napp:\n  infoPlist: App/Info.plist\n")
        return (project, project.url.appendingPathComponent("fontprobe.yml").path)
    }

    @Test func linkToStdoutDoesNotHang() throws {
        let (project, config) = try Self.project {
            try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: "/proc/self/fd/1")
        }
        defer { project.directory.cleanUp() }
        let result = try ProcessRun.run(Repository.binary, ["check", "--config", config])
        try #require(!result.timedOut)
        // A link out of the project, refused as one (64) before /proc is looked at.
        #expect(result.status == 64)
        #expect(result.stderrLines.count == 1)
    }

    @Test func linkOutOfTheProject() throws {
        let outside = try TemporaryDirectory()
        defer { outside.cleanUp() }
        let secret = try outside.file("secret.plist", contents: Data("<plist/>".utf8))
        let (project, config) = try Self.project {
            try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: secret)
        }
        defer { project.directory.cleanUp() }
        let result = try ProcessRun.run(Repository.binary, ["check", "--config", config])
        #expect(result.status == 64)
        let shown = project.url.appendingPathComponent("App/Info.plist").path
        let real = URL(fileURLWithPath: secret).resolvingSymlinksInPath().path
        #expect(
            result.stderr
                == "fontprobe: \(shown): cannot use this Info.plist: it leads out of the configuration's directory "
                + "through a symbolic link (to '\(real)'); the Info.plist must be inside it\n")
    }

    /// A link out of the project is refused the same way whether its target exists or not: the
    /// link is read, never followed out, so the exit code tells nothing about the machine (it was
    /// 66 for a missing target, 64 for an existing one).
    @Test(arguments: [true, false])
    func linkOutIsTheSameWhetherItsTargetExists(exists: Bool) throws {
        let outside = try TemporaryDirectory()
        defer { outside.cleanUp() }
        let target = outside.url.appendingPathComponent("secret.plist").path
        if exists { _ = try outside.file("secret.plist", contents: Data("<plist/>".utf8)) }
        let (project, config) = try Self.project {
            try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: target)
        }
        defer { project.directory.cleanUp() }
        let result = try ProcessRun.run(Repository.binary, ["check", "--config", config])
        #expect(result.status == 64)
        let shown = project.url.appendingPathComponent("App/Info.plist").path
        #expect(
            result.stderr
                == "fontprobe: \(shown): cannot use this Info.plist: it leads out of the configuration's directory "
                + "through a symbolic link (to '\(target)'); the Info.plist must be inside it\n")
    }

    @Test func fifoIsNotRead() throws {
        let (project, config) = try Self.project { #expect(mkfifo($0, 0o600) == 0) }
        defer { project.directory.cleanUp() }
        let result = try ProcessRun.run(Repository.binary, ["check", "--config", config])
        try #require(!result.timedOut)
        #expect(result.status == 64)
        #expect(result.stderr.hasSuffix(": cannot use this Info.plist: it is not a regular file\n"))
    }
}

/// A binary Info.plist whose top-level dictionary marker had one bit flipped (0xD5 to 0xC5) is a
/// set of five keys; Foundation on Linux crashes bridging it (found by `make fuzz`'s plist target).
/// It is refused before Foundation sees it.
struct PlistSetTests {
    static let flipped = Data(
        base64Encoded:
            "YnBsaXN0MDDFAQIDBAUGBwgJDF8QEkNGQnVuZGxlSWRlbnRpZmllclxDRkJ1bmRsZU5hbWVfEBJMU1JlcXVpcmVzSVBob25lT1NaVUlBcHBGb250c18QHFVJUmVxdWlyZWREZXZpY2VDYXBhYmlsaXRpZXNfEA9jb20uZXhhbXBsZS5hcHBTQXBwCaIKC15CcmFuZC1Cb2xkLm90Zl8QF0ZvbnRzL0JyYW5kLVJlZ3VsYXIudHRmoQ1VYXJtdjcIEyg1SlV0hooyjp23uQAAAAAAAAEBAAAAAAAAAA4AAAAAAAAAAAAAAAAAAAC/"
    )!

    @Test func aSetIsRefused() {
        #expect(BinaryPlistBounds.problem([UInt8](Self.flipped)) == "it holds a set, which an Info.plist never does")
        #expect(throws: AppFonts.PlistError.self) { try AppFonts(plist: Self.flipped, path: "Info.plist") }
    }
}

/// Forged binary plists whose numbers would overflow, whose version the walk does not read, or
/// whose one big string is shared many times: each refused with its reason, never a trap.
struct PlistForgeryTests {
    /// `objects` laid out with a 4-byte offset table, 2-byte references and the trailer's fields as given.
    static func plist(
        _ objects: [[UInt8]], header: String = "bplist00", objectCount: Int? = nil, tableOffset: Int? = nil
    ) -> [UInt8] {
        var bytes = Array(header.utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += (0..<4).reversed().map { UInt8(offset >> ($0 * 8) & 0xFF) } }
        func be64(_ value: Int) -> [UInt8] { (0..<8).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
        return bytes + [0, 0, 0, 0, 0, 0, 4, 2] + be64(objectCount ?? objects.count) + be64(0) + be64(tableOffset ?? table)
    }

    static let key = [0x5A] + Array("UIAppFonts".utf8)

    @Test func anotherVersionIsNotRead() {
        let bytes = Self.plist([[0xD1, 0, 1, 0, 2], Self.key, [0x55] + Array("a.ttf".utf8)], header: "bplist01")
        #expect(
            BinaryPlistBounds.problem(bytes)
                == "it is a binary property list of a version other than 00, which Info.plists are not")
    }

    @Test func anOffsetTablePastTheEnd() {
        let bytes = Self.plist([[0xD0]], tableOffset: Int.max)
        #expect(BinaryPlistBounds.problem(bytes) == "its binary trailer is broken")
    }

    /// A dictionary claiming 2^62 pairs: 2 × 2^62 would overflow.
    @Test func aCountPastTheFile() {
        let bytes = Self.plist([[0xDF, 0x13, 0x40, 0, 0, 0, 0, 0, 0, 0]])
        #expect(BinaryPlistBounds.problem(bytes) == "its binary object table is broken")
    }

    /// UIAppFonts as an array of 100 references to one 200,000-byte string: 20 MB once built.
    @Test func oneBigStringSharedManyTimes() {
        let string = [0x5F, 0x12, 0x00, 0x03, 0x0D, 0x40] + [UInt8](repeating: 0x61, count: 200_000)
        let array = [0xAF, 0x10, 100] + Array([[UInt8]](repeating: [0, 3], count: 100).joined())
        let bytes = Self.plist([[0xD1, 0, 1, 0, 2], Self.key, array, string])
        #expect(
            BinaryPlistBounds.problem(bytes)
                == "its strings and data come to more than 16 MiB once its shared parts are counted where each is used; "
                + "an Info.plist holds a few KB")
    }
}
