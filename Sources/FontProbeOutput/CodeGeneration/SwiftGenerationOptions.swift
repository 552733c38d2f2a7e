/// The choices `fontprobe swift` offers (docs/commands/swift.md#options).

/// The access level of every declaration a generated Swift file makes.
public enum SwiftAccessLevel: String, Sendable, CaseIterable {
    case `public`, `internal`
}

/// The bundle `registerFonts(in:)` looks in by default: the app's (`main`), or the resources of
/// the Swift package target the file is compiled in (`module`, which exists only when the target
/// has resources, and is internal to it).
public enum SwiftFontBundle: String, Sendable, CaseIterable {
    case main, module
}
