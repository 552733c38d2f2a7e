extension String {
    /// The text with every character that could start a new line, move the cursor, recolour a
    /// terminal or reorder what follows written out as an escape, so a file or font name shows on
    /// one line as what it is (docs/fonts.md#control-characters):
    ///
    /// - line feed, carriage return and tab as `\n`, `\r` and `\t`;
    /// - the other C0 controls, DEL and the C1 controls (U+0080…U+009F, NEL among them) as
    ///   `\u{1b}`, the scalar value in lowercase hex;
    /// - the line and paragraph separators (U+2028, U+2029) and the bidirectional formatting
    ///   characters (U+061C, U+200E, U+200F, U+202A…U+202E, U+2066…U+2069) the same way;
    /// - a leading `::`, which starts a GitHub workflow command at the start of a line, as
    ///   `\u{3a}:`.
    ///
    /// A backslash stays as it is, so escaping twice changes nothing: a message that is escaped
    /// where it is written can hold parts escaped before.
    package var escapingControlCharacters: String {
        if hasPrefix("::") { return "\\u{3a}" + String(dropFirst()).escapingControlCharacters }
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where Self.needsEscape(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
