/// Why a font file, or one face of it, could not be read; one sentence for the user.
public struct FontReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Nothing exists at the path (exit code 66).
        case notFound
        /// The path exists but is not a readable font (exit code 2).
        case unreadable
        /// The file is fine but has no face, instance or axis the user asked for (a usage
        /// error, exit 64); the reason lists what the file has.
        case invalidSelection
    }

    /// The path as the user gave it.
    public var path: String
    /// The face that failed, when the file is a collection whose other faces were read.
    public var faceIndex: Int?
    public var kind: Kind
    /// What is wrong, as a clause: "the file is empty".
    public var reason: String
    /// The font library's or the system's own words, when they gave any: "FreeType: invalid
    /// stream operation", "Permission denied".
    public var detail: String?
    /// The specific problem, where one is known and a check needs to tell it apart.
    public var cause: Cause?

    /// Problems named apart from the ``reason`` text.
    public enum Cause: Sendable, Hashable {
        /// `head.unitsPerEm` is outside 16…16384 (the value found).
        case unitsPerEmOutOfRange(Int)
    }

    public init(
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
    public var description: String {
        var line = kind == .invalidSelection ? "'\(path)'" : "cannot read '\(path)'"
        if let faceIndex { line += " (face \(faceIndex))" }
        line += ": \(reason)"
        if let detail { line += " (\(detail))" }
        return line.escapingControlCharacters
    }
}
