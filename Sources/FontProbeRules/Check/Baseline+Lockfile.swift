import FontProbeModel
import Foundation

/// Why a lockfile could not be read, as a clause: "it is not JSON (…)".
package struct BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    package var description: String
}

extension Baseline {
    /// The lockfile text of this baseline, however large (``lockfile(_:count:labelModel:limit:)``).
    /// - Throws: only if a value cannot be encoded (values are finite, so in practice never).
    package func lockfile() throws -> String {
        String(decoding: try Self.lockfile(faces, count: faces.count, labelModel: labelModel, limit: .max), as: UTF8.self)
    }

    /// The lockfile text: `{"faces": [...], "lockVersion": 2}` (1 for a baseline of the article's
    /// model), keys sorted, two-space indent, a final newline. Dotted keys (`units.ascender`)
    /// become nested objects.
    ///
    /// Written one face at a time, in the order of `faces` (``FaceKey`` order: each is made when
    /// asked for), and given up as soon as the text passes `limit` bytes: a run of 100,000 fonts
    /// neither holds the baseline of every face nor encodes 150 MB of JSON only to refuse it
    /// (docs/security.md#many-fonts). `count` is how many faces there are, for the refusal.
    /// - Throws: ``LockfileTooLarge`` past `limit`; an encoding error if a value cannot be encoded
    ///   (values are finite, so in practice never).
    package static func lockfile(
        _ faces: some Sequence<Face>, count: Int, labelModel: LabelModel = .measured, limit: Int
    ) throws -> Data {
        let encoder = JSONEncoder.forDocuments()
        let version = labelModel == .article ? 1 : Baseline.version
        // The document as JSONEncoder lays it out, keys sorted: each face an element of "faces",
        // its lines indented two levels (four spaces; an empty line, inside `[]`, not at all),
        // the elements separated by ",\n".
        let end = Data("\n  ],\n  \"lockVersion\" : \(version)\n}\n".utf8)
        var text = Data("{\n  \"faces\" : [\n".utf8)
        let (indent, newline) = (Data("    ".utf8), UInt8(ascii: "\n"))
        for (index, face) in faces.enumerated() {
            if index > 0 { text.append(contentsOf: ",\n".utf8) }
            var lineStart = true
            for byte in try encoder.encode(LockDocument.Face(face: face)) {
                if lineStart && byte != newline { text.append(indent) }
                text.append(byte)
                lineStart = byte == newline
            }
            guard text.count + end.count <= limit else {
                throw LockfileTooLarge(faces: count, written: index + 1, limit: limit)
            }
        }
        return text + end
    }

    /// Reads a lockfile written by ``lockfile``.
    /// - Throws: ``BaselineError`` when it is not JSON, repeats a key in an object, holds a
    ///   number too large for a `Double`, has another `lockVersion`, or a face lacks its path,
    ///   face index or sizes.
    package init(lockfile data: Data) throws(BaselineError) {
        let document = try LockJSON.parse([UInt8](data))
        guard case .object(let root) = document, case .number(let version)? = root["lockVersion"] else {
            throw BaselineError(description: "it has no lockVersion, so it was not written by fontprobe")
        }
        guard version == 1 || version == Double(Self.version) else {
            throw BaselineError(
                description: "its lockVersion is \(NumberFormatting.size(version)); this fontprobe reads versions 1 and "
                    + "\(Self.version)")
        }
        guard case .array(let items)? = root["faces"] else {
            throw BaselineError(description: "it has no 'faces' list")
        }
        var faces: [Face] = []
        var seenFaces: Set<FaceKey> = []
        for (index, item) in items.enumerated() {
            guard case .object(var members) = item,
                case .string(let path)? = members.removeValue(forKey: "path"),
                case .number(let faceIndex)? = members.removeValue(forKey: "faceIndex"),
                case .array(let sizes)? = members.removeValue(forKey: "sizes")
            else {
                throw BaselineError(description: "faces[\(index)] lacks its path, faceIndex or sizes")
            }
            guard let face = Int(exactly: faceIndex), (0...0xFFFF).contains(face) else {
                throw BaselineError(description: "faces[\(index)].faceIndex \(faceIndex) is not a face index")
            }
            try Self.check(path, .path, at: "faces[\(index)].path")
            var instance: String?
            switch members.removeValue(forKey: "instance") {
            case nil: instance = nil
            case .string(let name)?: instance = try Self.check(name, .lockfileText, at: "faces[\(index)].instance")
            default: throw BaselineError(description: "faces[\(index)].instance is not a string")
            }
            guard seenFaces.insert(FaceKey(path: path, faceIndex: face, instance: instance)).inserted else {
                throw BaselineError(
                    description: "faces[\(index)] repeats '\(path)' face \(face)\(instance.map { " instance '\($0)'" } ?? "")")
            }
            guard sizes.count <= LockfileBound.rowsPerFace else {
                throw BaselineError(
                    description: "faces[\(index)].sizes lists \(sizes.count) rows; a face has at most "
                        + "\(LockfileBound.rowsPerFace), as many as fontprobe.yml may configure")
            }
            var rows: [Row] = []
            var seenRows: Set<[Double]> = []
            for (rowIndex, size) in sizes.enumerated() {
                let at = "faces[\(index)].sizes[\(rowIndex)]"
                guard case .object(var values) = size,
                    case .number(let pointSize)? = values.removeValue(forKey: "pointSize"),
                    case .number(let scale)? = values.removeValue(forKey: "scale")
                else {
                    throw BaselineError(description: "\(at) lacks its pointSize or scale")
                }
                try LockfileBound.pointSize.check(pointSize, at: "\(at).pointSize")
                try LockfileBound.scale.check(scale, at: "\(at).scale")
                guard seenRows.insert([pointSize, scale]).inserted else {
                    throw BaselineError(description: "faces[\(index)].sizes[\(rowIndex)] repeats a size and scale")
                }
                rows.append(
                    Row(
                        pointSize: pointSize, scale: scale,
                        values: try Self.flattened(values, at: at, inRow: true)))
            }
            faces.append(
                Face(
                    path: path, faceIndex: Int(faceIndex), instance: instance,
                    values: try Self.flattened(members, at: "faces[\(index)]", inRow: false), rows: rows)
            )
        }
        self.init(faces: faces, labelModel: version == 1 ? .article : .measured)
    }

    /// The values of a face (or, with `inRow`, a row) by dotted key, each number checked against
    /// its ``LockfileBound``; `path` is where `members` are (`faces[0]`), `prefix` the key of the
    /// object they are in (`units.`).
    private static func flattened(
        _ members: [String: LockJSON], at path: String, inRow: Bool, prefix: String = ""
    ) throws(BaselineError) -> [String: Value] {
        var values: [String: Value] = [:]
        // In key order, so the first value out of range is the one named, whatever the hash seed.
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            let key = prefix + name
            switch member {
            case .null: values[key] = .null
            case .number(let number):
                values[key] = .number(try LockfileBound.of(key: key, inRow: inRow).check(number, at: "\(path).\(key)"))
            case .string(let string):
                let bound = ["postScriptName", "familyName", "styleName"].contains(key) ? NameBound.fontName : .lockfileText
                values[key] = .string(try check(string, bound, at: "\(path).\(key)"))
            case .object(let nested):
                values.merge(try flattened(nested, at: path, inRow: inRow, prefix: key + "."), uniquingKeysWith: { a, _ in a })
            case .bool, .array:
                throw BaselineError(description: "\(path).\(key) is not a number, a string or null")
            }
        }
        return values
    }
}

extension Baseline {
    /// `text`, checked against `bound` where the lockfile holds it (docs/security.md#names).
    /// - Throws: ``BaselineError``: "faces[0].familyName: the font name 'aaaa…' is 300 characters long; …".
    @discardableResult
    static func check(_ text: String, _ bound: NameBound, at path: String) throws(BaselineError) -> String {
        guard let problem = bound.problem(text) else { return text }
        throw BaselineError(description: "\(path): \(problem)")
    }
}

/// A lockfile larger than the most `check` reads, given up once its first ``written`` faces
/// passed it (``Baseline/lockfile(_:count:labelModel:limit:)``).
package struct LockfileTooLarge: Error, Sendable, Hashable {
    /// The faces of the whole lockfile.
    package var faces: Int
    /// The faces written when the text passed ``limit``: the first that do not fit.
    package var written: Int
    /// In bytes.
    package var limit: Int
}

/// The lockfile as written: a face's values and rows are objects whose dotted keys nest.
private enum LockDocument {
    struct Face: Encodable {
        var face: Baseline.Face

        private enum CodingKeys: CodingKey { case path, faceIndex, instance, sizes }

        func encode(to encoder: any Encoder) throws {
            try Nested(face.values).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(face.path, forKey: .path)
            try container.encode(face.faceIndex, forKey: .faceIndex)
            try container.encodeIfPresent(face.instance, forKey: .instance)
            try container.encode(face.rows.map(Row.init), forKey: .sizes)
        }
    }

    struct Row: Encodable {
        var row: Baseline.Row

        private enum CodingKeys: CodingKey { case pointSize, scale }

        func encode(to encoder: any Encoder) throws {
            try Nested(row.values).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(row.pointSize, forKey: .pointSize)
            try container.encode(row.scale, forKey: .scale)
        }
    }

    /// Values by key, `units.ascender` as `ascender` in an object `units`.
    struct Nested: Encodable {
        var values: [String: Baseline.Value]

        init(_ values: [String: Baseline.Value]) { self.values = values }

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var groups: [String: [String: Baseline.Value]] = [:]
            for (key, value) in values {
                if let dot = key.firstIndex(of: ".") {
                    groups[String(key[..<dot]), default: [:]][String(key[key.index(after: dot)...])] = value
                } else {
                    try container.encode(value, forKey: Key(stringValue: key))
                }
            }
            for (key, members) in groups {
                try container.encode(Nested(members), forKey: Key(stringValue: key))
            }
        }
    }
}
