import Foundation
import Testing

@testable import FontProbeReader
@testable import FontProbeTestSupport

/// `BoundedFile.beneath`: a path in the configuration's directory followed link by link, by reading
/// each link, never what it points to once it points out (docs/security.md#files-other-than-fonts).
struct BoundedFileTests {
    @Test func linksAreReadNotFollowedOut() throws {
        let directory = try TemporaryDirectory()
        defer { directory.cleanUp() }
        let root = directory.url.appendingPathComponent("project").path
        let real = URL(fileURLWithPath: directory.url.path).resolvingSymlinksInPath().path + "/project"
        try FileManager.default.createDirectory(atPath: root + "/a/b", withIntermediateDirectories: true)
        _ = try directory.file("project/a/b/x.json", contents: Data("{}".utf8))
        let link = { (name: String, target: String) in
            try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: target)
        }
        try link("in", "a/b/x.json")  // relative, inside
        try link("chain", "in")  // a link to a link
        try link("up", "../outside.json")  // relative, out by ..
        try link("abs", "/etc/hostname")  // absolute, out
        try link("nowhere", "/no/such/file")  // absolute, out, missing: still out
        try link("loop", "loop")
        #expect(try BoundedFile.beneath(root + "/in", root: root).get() == real + "/a/b/x.json")
        #expect(try BoundedFile.beneath(root + "/chain", root: root).get() == real + "/a/b/x.json")
        #expect(try BoundedFile.beneath(root + "/a/b/../b/x.json", root: root).get() == real + "/a/b/x.json")
        #expect(
            BoundedFile.beneath(root + "/up", root: root)
                == .failure(.outside(URL(fileURLWithPath: real).deletingLastPathComponent().path)))
        #expect(BoundedFile.beneath(root + "/abs", root: root) == .failure(.outside("/etc/hostname")))
        #expect(BoundedFile.beneath(root + "/nowhere", root: root) == .failure(.outside("/no/such/file")))
        #expect(BoundedFile.beneath(root + "/missing.json", root: root) == .failure(.missing))
        #expect(BoundedFile.beneath(root + "/loop", root: root) == .failure(.unreadable("Too many levels of symbolic links")))
    }
}
