import Foundation

/// A fresh temporary directory, removed by the caller with `cleanUp()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("fontprobe-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String, contents: Data) throws -> String {
        let path = url.appendingPathComponent(name).path
        try contents.write(to: URL(fileURLWithPath: path))
        return path
    }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}
