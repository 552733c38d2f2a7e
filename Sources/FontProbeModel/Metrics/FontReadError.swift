/// Why a font file, or one face of it, could not be read; one sentence for the user.
package struct FontReadError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        /// Nothing exists at the path (exit code 66).
        case notFound
        /// The path exists but is not a readable font (exit code 2).
        case unreadable
        /// The file is fine but has no face, instance or axis the user asked for (a usage
        /// error, exit 64); the reason lists what the file has.
        case invalidSelection
    }

    /// The path as the user gave it.
    package var path: String
    /// The face that failed, when the file is a collection whose other faces were read.
    package var faceIndex: Int?
    /// The other faces of the collection that failed for the same reason, in order after
    /// ``faceIndex``: one error stands for them all, so a forged collection gives one line,
    /// not one per face.
    package var otherFaceIndexes: [Int] = []
    package var kind: Kind
    /// What is wrong, as a clause: "the file is empty".
    package var reason: String
    /// The font library's or the system's own words, when they gave any: "FreeType: invalid
    /// stream operation", "Permission denied".
    package var detail: String?
    /// The specific problem, where one is known and a check needs to tell it apart.
    package var cause: Cause?

    /// Problems named apart from the ``reason`` text.
    package enum Cause: Sendable, Hashable {
        /// `head.unitsPerEm` is outside 16…16384 (the value found).
        case unitsPerEmOutOfRange(Int)
    }

    package init(
        path: String, faceIndex: Int? = nil, kind: Kind = .unreadable, reason: String, detail: String? = nil,
        cause: Cause? = nil
    ) {
        self.path = path
        self.faceIndex = faceIndex
        self.kind = kind
        self.reason = reason
        self.detail = detail
        self.cause = cause
    }

    /// "cannot read 'x.ttf': the file is truncated (FreeType: invalid stream operation)", or
    /// "'x.ttf': there is no face 3; …" for a selection the file cannot meet; on one line
    /// whatever the path or the font's names hold (``Swift/String/escapingControlCharacters``).
    package var description: String {
        var line =
            kind == .invalidSelection
            ? "'\(FileName.displayed(path))'" : "cannot read '\(FileName.displayed(path))'"
        if let faceIndex {
            line += otherFaceIndexes.isEmpty ? " (face \(faceIndex))" : " (faces \(Self.list([faceIndex] + otherFaceIndexes)))"
        }
        line += ": \(reason)"
        if let detail { line += " (\(detail))" }
        return line.escapingControlCharacters
    }

    /// The most runs of face indexes a description lists before it counts the rest.
    private static let listedRuns = 5

    /// Ascending face indexes as runs, `0…3, 7, 9…1023`; past ``listedRuns`` runs, the rest
    /// are counted: `…, 11 and 40 more`.
    package static func list(_ indexes: [Int]) -> String {
        var runs: [ClosedRange<Int>] = []
        for index in indexes {
            if let last = runs.last, last.upperBound + 1 == index {
                runs[runs.count - 1] = last.lowerBound...index
            } else {
                runs.append(index...index)
            }
        }
        let shown = runs.prefix(listedRuns).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)…\($0.upperBound)" }
        let rest = runs.dropFirst(listedRuns).reduce(0) { $0 + $1.count }
        return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }
}
