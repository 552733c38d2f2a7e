/// The elements of an XML property list, one at a time, each with the offset of its `<` in Unicode
/// scalars: the parser that tells where `UIAppFonts` is (docs/security.md#lines).
///
/// It reads the XML an Info.plist is written in, as Foundation does: comments, processing
/// instructions and the DOCTYPE are passed over, CDATA sections are text (so
/// `<string><![CDATA[<key>UIAppFonts</key>]]></string>` is a string, not a key), and the five
/// named entities and character references are decoded. It is run only on a file Foundation has
/// read, to find what Foundation read in it; every step moves forward, so it ends within the
/// file's bytes.
struct PlistElements {
    enum Element: Equatable {
        /// `<name …>`, or `<name …/>` (`empty`), starting at the scalar offset `at`.
        case start(name: String, at: Int, empty: Bool)
        /// `</name>`.
        case end
        /// Text between tags, CDATA included, its references decoded.
        case text(String)
    }

    private let bytes: [UInt8]
    private var index = 0
    /// Unicode scalars before ``index``: each byte but a continuation byte (10xxxxxx) starts one.
    private var scalars = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next element; `nil` at the end.
    mutating func next() -> Element? {
        while index < bytes.count {
            if bytes[index] != UInt8(ascii: "<") { return .text(decoded(text())) }
            switch index + 1 < bytes.count ? bytes[index + 1] : 0 {
            case UInt8(ascii: "!") where starts(with: "<!--"):
                skip(past: "-->")
            case UInt8(ascii: "!") where starts(with: "<![CDATA["):
                advance(9)
                let start = index
                skip(past: "]]>")
                return .text(String(decoding: bytes[start..<max(start, index - 3)], as: UTF8.self))
            case UInt8(ascii: "!"):
                skipDeclaration()
            case UInt8(ascii: "?"):
                skip(past: "?>")
            case UInt8(ascii: "/"):
                skipTag()
                return .end
            default:
                let at = scalars
                advance(1)
                let start = index
                while index < bytes.count, !Self.endsName(bytes[index]) { step() }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                let empty = skipTag()
                return .start(name: name, at: at, empty: empty)
            }
        }
        return nil
    }

    private func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[index..<index + count].elementsEqual($0) }
    }

    /// One byte on, counting the scalar it starts.
    private mutating func step() {
        if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
        index += 1
    }

    private mutating func advance(_ count: Int) {
        for _ in 0..<min(count, bytes.count - index) { step() }
    }

    /// Past the next `end`, or to the end of the file.
    private mutating func skip(past end: StaticString) {
        let first = end.utf8Start.pointee
        while index < bytes.count, bytes[index] != first || !starts(with: end) { step() }
        advance(end.utf8CodeUnitCount)
    }

    /// Past the `>` that ends a tag, over quoted attribute values; whether it was `/>`.
    @discardableResult
    private mutating func skipTag() -> Bool { skipMarkup(subset: false) }

    /// Past a `<!DOCTYPE …>`, its internal subset in `[…]` and quoted strings included.
    private mutating func skipDeclaration() { skipMarkup(subset: true) }

    /// Past the `>` that ends markup, over quoted strings and, with `subset`, a `[…]` internal
    /// subset; whether it ended with `/>`.
    @discardableResult
    private mutating func skipMarkup(subset: Bool) -> Bool {
        var (quote, depth, last): (UInt8?, Int, UInt8) = (nil, 0, 0)
        while index < bytes.count {
            let byte = bytes[index]
            step()
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if subset && byte == UInt8(ascii: "[") {
                depth += 1
            } else if subset && byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">") && depth <= 0 {
                return last == UInt8(ascii: "/")
            }
            last = byte
        }
        return false
    }

    /// The bytes up to the next `<`.
    private mutating func text() -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { step() }
        return bytes[start..<index]
    }

    /// Whether `byte` ends an element's name: white space, `/` or `>`.
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"),
            UInt8(ascii: ">"):
            true
        default: false
        }
    }

    /// `text` with `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&apos;`, `&#65;` and `&#x41;` decoded; any
    /// other `&` kept as it is. On scalars: a combining mark after `;` is no part of the reference.
    private func decoded(_ text: ArraySlice<UInt8>) -> String {
        let string = String(decoding: text, as: UTF8.self)
        guard string.utf8.contains(UInt8(ascii: "&")) else { return string }
        var out = String.UnicodeScalarView()
        var rest = string.unicodeScalars[...]
        while let amp = rest.firstIndex(of: "&"), let semicolon = rest[amp...].firstIndex(of: ";") {
            out += rest[..<amp]
            let name = String(rest[rest.index(after: amp)..<semicolon])
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            let number =
                name.hasPrefix("#x") || name.hasPrefix("#X")
                ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
            if let character = named[name] {
                out += character.unicodeScalars
            } else if let scalar = number.flatMap(Unicode.Scalar.init) {
                out.append(scalar)
            } else {
                out += rest[amp...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return String(out + rest)
    }
}
