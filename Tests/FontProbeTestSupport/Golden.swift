import Foundation
import Testing

/// Golden files: reviewed outputs kept beside the tests. `FONTPROBE_RECORD_SNAPSHOTS=1` writes
/// each golden file anew instead of comparing; then review the diff before committing.
enum Golden {
    /// Whether this run records golden files instead of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["FONTPROBE_RECORD_SNAPSHOTS"] == "1" }

    /// Expects `text` to equal the golden file at `url`, or records it there.
    static func expect(_ text: String, equals url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try text.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)), sourceLocation: sourceLocation)
    }

    /// The golden bytes at `url` to compare `bytes` with as the caller must (a picture pixel by
    /// pixel, say); `nil` when this run records `bytes` there instead.
    static func bytes(for bytes: [UInt8], at url: URL) throws -> [UInt8]? {
        if isRecording {
            try Data(bytes).write(to: url)
            return nil
        }
        return [UInt8](try Data(contentsOf: url))
    }
}
