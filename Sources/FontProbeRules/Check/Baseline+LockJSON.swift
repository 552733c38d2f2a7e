import FontProbeModel

/// Any JSON document, as the lockfile reader sees it.
///
/// Read by ``parse(_:)`` rather than Foundation's decoders, which keep one of two equal keys
/// without a word and report a number too large for a `Double` (`1e999`) as a type mismatch.
indirect enum LockJSON {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LockJSON])
    case object([String: LockJSON])

    /// The most levels of arrays and objects; the lockfile has five.
    static let maximumDepth = 64

    /// The document in `bytes` (UTF-8, a byte order mark allowed).
    /// - Throws: ``BaselineError``: "it is not JSON (… at line L, column C)", a key that appears
    ///   twice in one object, a number out of the range of a `Double`, or nesting past
    ///   ``maximumDepth``; each names where it is (`faces[0].units`).
    static func parse(_ bytes: [UInt8]) throws(BaselineError) -> LockJSON {
        var parser = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(at: "")
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.syntax("unexpected text after the document") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var depth = 0

        mutating func value(at path: String) throws(BaselineError) -> LockJSON {
            skipWhitespace()
            guard index < bytes.count else { throw syntax("the text ends where a value should be") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(at: path)
            case UInt8(ascii: "["): return try array(at: path)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number(at: path)
            default: throw syntax("unexpected \(character(at: index))")
            }
        }

        private mutating func object(at path: String) throws(BaselineError) -> LockJSON {
            try enter(path)
            index += 1
            var members: [String: LockJSON] = [:]
            skipWhitespace()
            if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard peek(UInt8(ascii: "\"")) else { throw syntax("expected a key in quotes") }
                let key = try string()
                guard members[key] == nil else {
                    throw BaselineError(
                        description: "the key '\(key)' appears more than once in \(path.isEmpty ? "the document" : path)")
                }
                skipWhitespace()
                guard peek(UInt8(ascii: ":")) else { throw syntax("expected ':' after a key") }
                index += 1
                members[key] = try value(at: path.isEmpty ? key : "\(path).\(key)")
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                } else if peek(UInt8(ascii: "}")) {
                    index += 1
                    depth -= 1
                    return .object(members)
                } else {
                    throw syntax("expected ',' or '}'")
                }
            }
        }

        private mutating func array(at path: String) throws(BaselineError) -> LockJSON {
            try enter(path)
            index += 1
            var items: [LockJSON] = []
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return .array(items)
            }
            while true {
                items.append(try value(at: "\(path)[\(items.count)]"))
                skipWhitespace()
                if peek(UInt8(ascii: ",")) {
                    index += 1
                } else if peek(UInt8(ascii: "]")) {
                    index += 1
                    depth -= 1
                    return .array(items)
                } else {
                    throw syntax("expected ',' or ']'")
                }
            }
        }

        private mutating func enter(_ path: String) throws(BaselineError) {
            depth += 1
            guard depth <= LockJSON.maximumDepth else {
                throw BaselineError(
                    description: "\(path.isEmpty ? "the document" : path) nests more than \(LockJSON.maximumDepth) levels deep")
            }
        }

        /// A number as JSON writes it (RFC 8259: `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`).
        private mutating func number(at path: String) throws(BaselineError) -> LockJSON {
            let start = index
            if peek(UInt8(ascii: "-")) { index += 1 }
            if peek(UInt8(ascii: "0")) {
                index += 1
            } else {
                guard digits() > 0 else { throw syntax("expected a digit") }
            }
            if peek(UInt8(ascii: ".")) {
                index += 1
                guard digits() > 0 else { throw syntax("expected a digit after '.'") }
            }
            if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
                index += 1
                if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
                guard digits() > 0 else { throw syntax("expected a digit in the exponent") }
            }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let number = Double(text), number.isFinite else {
                throw BaselineError(
                    description: "\(path.isEmpty ? "the document" : path) is \(text), a number out of range "
                        + "(a lockfile's numbers are at most 1.8e308 in size)")
            }
            return .number(number)
        }

        private mutating func digits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }

        private mutating func string() throws(BaselineError) -> String {
            index += 1  // the opening quote
            var scalars = String.UnicodeScalarView()
            var run = index  // the start of the bytes copied as they are
            func flush(_ end: Int) throws(BaselineError) {
                guard let text = String(validating: bytes[run..<end], as: UTF8.self) else {
                    throw syntax("a string that is not UTF-8")
                }
                scalars.append(contentsOf: text.unicodeScalars)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    try flush(index)
                    index += 1
                    return String(scalars)
                }
                guard byte >= 0x20 else { throw syntax("a control character in a string") }
                guard byte == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                try flush(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    let escapeStart = index - 2
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                        index += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) { code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00) }
                    }
                    guard let scalar = Unicode.Scalar(code) else {
                        index = escapeStart
                        throw syntax("a \\u escape with half a character")
                    }
                    scalars.append(scalar)
                default:
                    index -= 1
                    throw syntax("an unknown escape \\\(character(at: index))")
                }
                run = index
            }
            throw syntax("the text ends inside a string")
        }

        private mutating func hex4() throws(BaselineError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw syntax("the text ends inside a \\u escape") }
            var code: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                    throw syntax("a \\u escape needs four hex digits")
                }
                code = code << 4 | UInt32(digit)
            }
            index += 4
            return code
        }

        private mutating func literal(_ word: String, _ value: LockJSON) throws(BaselineError) -> LockJSON {
            guard bytes[index...].starts(with: word.utf8) else { throw syntax("unexpected \(character(at: index))") }
            index += word.utf8.count
            return value
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }

        private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

        /// The byte at `position` for a message: `'x'`, or its value when it is not printable ASCII.
        private func character(at position: Int) -> String {
            guard position < bytes.count else { return "the end of the text" }
            let byte = bytes[position]
            return (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
        }

        /// "it is not JSON (WHAT at line L, column C)", at the current byte, in ``TextLines``' lines
        /// and columns (docs/security.md#lines).
        func syntax(_ what: String) -> BaselineError {
            let before = Array(bytes[..<min(index, bytes.count)])
            let scalars = before.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
            let (line, column) = TextLines(utf8: before).position(ofScalar: scalars)
            return BaselineError(description: "it is not JSON (\(what) at line \(line), column \(column))")
        }
    }
}
