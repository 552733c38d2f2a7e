import Foundation

extension JSONEncoder {
    /// The encoder of every JSON document fontprobe writes (reports and the baseline lockfile):
    /// sorted keys, pretty-printed, slashes as they are.
    package static func forDocuments() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
