/// Why a font file (or one face of it) could not be read; one sentence for the user.
public struct FontReadError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// Nothing exists at the path (exit code 66).
        case notFound
        /// The path exists but is not a readable font (exit code 2).
        case unreadable
        /// The file is fine but has no face at the requested index (a usage error, exit 64).
        case faceIndexOutOfRange
    }

    /// The path as the user gave it.
    public var path: String
    public var kind: Kind
    /// What is wrong, as a clause: "the file is empty".
    public var reason: String
    /// The FreeType error behind it, when there is one.
    public var freeTypeError: FreeTypeError?

    public init(path: String, kind: Kind = .unreadable, reason: String, freeTypeError: FreeTypeError? = nil) {
        self.path = path
        self.kind = kind
        self.reason = reason
        self.freeTypeError = freeTypeError
    }

    /// "cannot read 'x.ttf': the file is truncated (FreeType: invalid stream operation)".
    public var description: String {
        var line = "cannot read '\(path)': \(reason)"
        if let freeTypeError {
            line += " (FreeType: \(freeTypeError))"
        }
        return line
    }
}
