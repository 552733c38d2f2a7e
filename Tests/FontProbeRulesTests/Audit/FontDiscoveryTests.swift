import Foundation
import Testing

@testable import FontProbeModel
@testable import FontProbeOutput
@testable import FontProbeReader
@testable import FontProbeRules
@testable import FontProbeTestSupport

/// The file discovery of `fontprobe audit`, over small trees built in a fresh temporary directory.
/// Expected paths are written out by hand, relative to the tree's root.
struct FontDiscoveryTests {
    /// A temporary tree; paths are relative to its root.
    struct Tree {
        let directory: TemporaryDirectory
        var root: String { directory.url.path }

        init() throws { directory = try TemporaryDirectory() }

        /// The absolute path of `relative`.
        func path(_ relative: String) -> String { root + "/" + relative }

        func makeDirectory(_ relative: String) throws {
            try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
        }

        /// A small file (not a font: discovery never reads contents), with its folders.
        func makeFile(_ relative: String) throws {
            try makeDirectory((relative as NSString).deletingLastPathComponent)
            try Data("not really a font".utf8).write(to: URL(fileURLWithPath: path(relative)))
        }

        /// A symlink at `relative` whose target is `target`, verbatim.
        func makeLink(_ relative: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
        }

        func makeFIFO(_ relative: String) throws {
            try #require(mkfifo(path(relative), 0o644) == 0, "mkfifo failed: errno \(errno)")
        }
    }

    /// The discovery as (files, skipped) relative to `tree`'s root, for short expectations.
    static func discover(_ relatives: [String], in tree: Tree) -> (files: [String], skipped: [String]) {
        relative(FontDiscovery(paths: relatives.map(tree.path)), in: tree)
    }

    static func relative(_ discovery: FontDiscovery, in tree: Tree) -> (files: [String], skipped: [String]) {
        let strip = { (path: String) in path.replacingOccurrences(of: tree.root + "/", with: "") }
        return (discovery.files.map(strip), discovery.skipped.map { "\(strip($0.path)): \(strip($0.reason))" })
    }

    @Test func findsFontsRecursivelyWhateverTheCaseOfTheExtension() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        for name in [
            "Fonts/A.TTF", "Fonts/sub/b.Otf", "Fonts/sub/deeper/c.woff2", "Fonts/d.ttc", "Fonts/e.OTC", "Fonts/f.woff",
            "Fonts/.hidden/g.ttf", "Fonts/README.md", "Fonts/sub/ttf", "Fonts/sub/notes.ttf.txt", "Fonts/sub/.ttf",
        ] {
            try tree.makeFile(name)
        }
        let found = Self.discover(["Fonts"], in: tree)
        #expect(
            found.files == [
                "Fonts/.hidden/g.ttf", "Fonts/A.TTF", "Fonts/d.ttc", "Fonts/e.OTC", "Fonts/f.woff", "Fonts/sub/b.Otf",
                "Fonts/sub/deeper/c.woff2",
            ])
        #expect(found.skipped == [])
    }

    @Test func takesAnExplicitPathAsGivenWhateverItIs() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.makeFile("Fonts/README.md")
        try tree.makeFIFO("Fonts/pipe.ttf")
        let found = Self.discover(["Fonts/README.md", "missing.ttf", "Fonts/pipe.ttf", "Fonts"], in: tree)
        // The reader reports the missing file and the FIFO; the walk's note on the FIFO is dropped.
        #expect(found.files == ["Fonts/README.md", "Fonts/pipe.ttf", "missing.ttf"])
        #expect(found.skipped == [])
    }

    /// A directory and a list of more paths than one batch of stat calls (FileStatus): the same
    /// files, notes and errors as the walk one path at a time gave. A FIFO and a second name of one
    /// of the fonts sort into the first batch, so a status given to the wrong path shows.
    @Test func manyEntriesAreFoundAsFew() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        // 100 fonts, 30 other files and a folder of 3 fonts in one directory, and a broken link.
        let fonts = (0..<100).map { String(format: "Many/font%03d.ttf", $0) }
        for name in fonts + (0..<30).map({ "Many/notes\($0).txt" }) + ["Many/sub/a.otf", "Many/sub/b.otf", "Many/sub/c.otf"] {
            try tree.makeFile(name)
        }
        try tree.makeLink("Many/gone.ttf", to: "nowhere.ttf")
        try tree.makeFIFO("Many/a-pipe.ttf")
        try #require(link(tree.path("Many/font050.ttf"), tree.path("Many/a-link.ttf")) == 0, "link failed: errno \(errno)")
        let walked = FontDiscovery(paths: [tree.path("Many")])
        #expect(walked.errors.isEmpty)
        let found = Self.relative(walked, in: tree)
        #expect(
            found.files == ["Many/a-link.ttf"] + fonts.filter { $0 != "Many/font050.ttf" } + [
                "Many/sub/a.otf", "Many/sub/b.otf", "Many/sub/c.otf",
            ])
        #expect(
            found.skipped == [
                "Many/a-pipe.ttf: not a regular file (a FIFO)", "Many/font050.ttf: the same file as 'Many/a-link.ttf'",
                "Many/gone.ttf: a broken symlink",
            ])
        // The same files given one by one, with a missing one and the folder among them.
        let listed = FontDiscovery(paths: (fonts.reversed() + ["Many/missing.ttf", "Many/sub"]).map(tree.path))
        #expect(listed.errors.isEmpty)
        let given = Self.relative(listed, in: tree)
        #expect(given.files == fonts + ["Many/missing.ttf", "Many/sub/a.otf", "Many/sub/b.otf", "Many/sub/c.otf"])
        #expect(given.skipped == [])
    }

    @Test func trailingSlashesAreDropped() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.makeFile("Fonts/a.ttf")
        let found = Self.discover(["Fonts/", "Fonts//", "Fonts"], in: tree)
        #expect(found.files == ["Fonts/a.ttf"])
        #expect(found.skipped == [])
        #expect(FontDiscovery.normalized("/") == "/")
        #expect(FontDiscovery.normalized("Fonts///") == "Fonts")
    }

    @Test func theOrderOfThePathsDoesNotMatter() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        for name in ["B/z.ttf", "B/a.otf", "A/y.ttf", "A/é.ttf", "A/e.ttf", "c.ttf"] {
            try tree.makeFile(name)
        }
        try tree.makeLink("A/link-to-B", to: "../B")
        let arguments = ["B", "A", "c.ttf", "B/a.otf"]
        let expected = (
            // By UTF-8 bytes: "e" (0x65) < "link-to-B" < "y" < "é" (0xC3 0xA9).
            files: ["A/e.ttf", "A/link-to-B/a.otf", "A/link-to-B/z.ttf", "A/y.ttf", "A/é.ttf", "c.ttf"],
            skipped: [
                "B: the same directory as 'A/link-to-B'", "B/a.otf: the same file as 'A/link-to-B/a.otf'",
            ]
        )
        for permutation in Self.permutations(arguments) {
            let found = Self.discover(permutation, in: tree)
            #expect(found.files == expected.files, "\(permutation)")
            #expect(found.skipped == expected.skipped, "\(permutation)")
        }
    }

    static func permutations(_ items: [String]) -> [[String]] {
        guard let first = items.first else { return [[]] }
        return permutations(Array(items.dropFirst())).flatMap { rest in
            (0...rest.count).map { index in
                var permutation = rest
                permutation.insert(first, at: index)
                return permutation
            }
        }
    }

    /// The walk ends however the links loop: each directory is walked once, so the files and the
    /// two loops skipped are all it finds. The time limit is a hang guard only (10 minutes, far
    /// beyond any machine's time for a walk of four entries): a walk that never ended would
    /// otherwise hang the suite.
    @Test(.timeLimit(.minutes(10)))
    func symlinkLoopsEnd() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.makeFile("Fonts/a.ttf")
        try tree.makeFile("Fonts/sub/b.ttf")
        try tree.makeLink("Fonts/sub/loop", to: "..")
        try tree.makeLink("Fonts/self", to: ".")
        let found = Self.discover(["Fonts"], in: tree)
        #expect(found.files == ["Fonts/a.ttf", "Fonts/sub/b.ttf"])
        #expect(
            found.skipped == [
                "Fonts/self: a symlink loop back to 'Fonts'", "Fonts/sub/loop: a symlink loop back to 'Fonts'",
            ])
    }

    @Test func aDirectoryReachedTwiceIsWalkedOnce() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.makeFile("Fonts/Real/a.ttf")
        try tree.makeLink("Fonts/Alias", to: "Real")
        try tree.makeLink("Fonts/Real/Sibling", to: "../Other")
        try tree.makeFile("Fonts/Other/b.ttf")
        let found = Self.discover(["Fonts"], in: tree)
        // "Alias" sorts before "Real", so the walk goes through it; "Other" is reached via "Sibling" first.
        #expect(found.files == ["Fonts/Alias/Sibling/b.ttf", "Fonts/Alias/a.ttf"])
        #expect(
            found.skipped == [
                "Fonts/Other: the same directory as 'Fonts/Alias/Sibling'", "Fonts/Real: the same directory as 'Fonts/Alias'",
            ])
    }

    @Test func theSameFileIsReadOnce() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.makeFile("Fonts/b.ttf")
        try tree.makeLink("Fonts/a.ttf", to: "b.ttf")
        try tree.makeLink("Fonts/c.ttf", to: "b.ttf")
        try FileManager.default.linkItem(atPath: tree.path("Fonts/b.ttf"), toPath: tree.path("Hard.ttf"))
        let found = Self.discover(["Fonts", "Fonts/c.ttf", "Fonts/b.ttf", "Fonts/b.ttf", "Hard.ttf"], in: tree)
        #expect(found.files == ["Fonts/a.ttf"])
        #expect(
            found.skipped == [
                "Fonts/b.ttf: the same file as 'Fonts/a.ttf'", "Fonts/c.ttf: the same file as 'Fonts/a.ttf'",
                "Hard.ttf: the same file as 'Fonts/a.ttf'",
            ])
    }

    /// Opening the FIFO would block forever; the time limit (a hang guard of 10 minutes, which no
    /// machine's slowness reaches) makes a regression fail instead of hanging the suite.
    @Test(.timeLimit(.minutes(10)))
    func fifosAndDevicesAreNotRead() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.makeFIFO("x.ttf")
        try tree.makeFIFO("pipe")
        try tree.makeLink("dev.ttf", to: "/dev/null")
        try tree.makeFile("ok.otf")
        let walked = Self.relative(FontDiscovery(paths: [tree.root]), in: tree)
        #expect(walked.files == ["ok.otf"])
        #expect(walked.skipped == ["dev.ttf: not a regular file (a character device)", "x.ttf: not a regular file (a FIFO)"])
    }

    @Test func brokenSymlinksAndAppleDoubleFilesAreNoted() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.makeFile("Fonts/a.ttf")
        try tree.makeFile("Fonts/._a.ttf")
        try tree.makeLink("Fonts/gone.ttf", to: "missing.ttf")
        try tree.makeLink("Fonts/gone.txt", to: "missing.txt")
        try tree.makeLink("Fonts/ping.otf", to: "pong.otf")
        try tree.makeLink("Fonts/pong.otf", to: "ping.otf")
        let found = Self.discover(["Fonts"], in: tree)
        #expect(found.files == ["Fonts/a.ttf"])
        #expect(
            found.skipped == [
                "Fonts/._a.ttf: an AppleDouble metadata file, not a font", "Fonts/gone.ttf: a broken symlink",
                "Fonts/ping.otf: a symlink loop (too many levels of symbolic links)",
                "Fonts/pong.otf: a symlink loop (too many levels of symbolic links)",
            ])
    }

    /// Root can list any directory, so the failure is injected through the listing seam. A
    /// directory that cannot be listed is an error, with the system's words, not a note.
    @Test func aDirectoryThatCannotBeListedIsAnError() throws {
        let tree = try Tree()
        defer { tree.directory.cleanUp() }
        try tree.makeFile("Fonts/a.ttf")
        try tree.makeFile("Fonts/Locked/b.ttf")
        try tree.makeFile("Fonts/Broken/c.ttf")
        let locked = tree.path("Fonts/Locked")
        let broken = tree.path("Fonts/Broken")
        let discovery = FontDiscovery(paths: [tree.path("Fonts")]) { path in
            switch path {
            case locked: .failure(DirectoryListingError(code: EACCES))
            case broken: .failure(DirectoryListingError(code: EIO))
            default: FontDiscovery.listDirectory(path)
            }
        }
        let found = Self.relative(discovery, in: tree)
        #expect(found.files == ["Fonts/a.ttf"])
        #expect(found.skipped == [])
        // strerror's text for EIO and EACCES, the same in glibc and Darwin.
        let reason = "the directory could not be listed, so its fonts were not read"
        #expect(
            discovery.errors.map(\.description) == [
                "cannot read '\(broken)': \(reason) (Input/output error)",
                "cannot read '\(locked)': \(reason) (Permission denied)",
            ])
        #expect(discovery.errors.allSatisfy { $0.kind == .unreadable })
    }

    /// Mode 000 stops only a process that is not root.
    @Test(.enabled(if: geteuid() != 0, "root lists any directory; the seam test and the CLI test cover this as root"))
    func aDirectoryWithMode000IsPermissionDenied() throws {
        let tree = try Tree()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.path("Fonts/Locked"))
            tree.directory.cleanUp()
        }
        try tree.makeFile("Fonts/a.ttf")
        try tree.makeFile("Fonts/Locked/b.ttf")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: tree.path("Fonts/Locked"))
        let discovery = FontDiscovery(paths: [tree.path("Fonts")])
        #expect(Self.relative(discovery, in: tree).files == ["Fonts/a.ttf"])
        #expect(discovery.skipped.isEmpty)
        #expect(discovery.errors.map(\.path) == [tree.path("Fonts/Locked")])
        #expect(discovery.errors.map(\.detail) == ["Permission denied"])
    }
}
