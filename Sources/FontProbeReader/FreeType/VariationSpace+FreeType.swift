internal import CFreeType
import FontProbeModel
import FontProbeRules

extension FT_Face {
    /// The face's axes and named instances from `fvar`; `nil` for a static face.
    /// - Throws: ``FontReadError`` for a face that lists more than
    ///   ``VariationSpace/maximumNamedInstances`` named instances (docs/fonts.md#limits).
    func variationSpace(library: FT_Library, path: String) throws(FontReadError) -> VariationSpace? {
        guard pointee.face_flags & FP_FACE_FLAG_MULTIPLE_MASTERS != 0 else { return nil }
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(self, &master) == 0, let master else { return nil }
        defer { FT_Done_MM_Var(library, master) }
        let axisCount = Int(master.pointee.num_axis)
        let styleCount = Int(master.pointee.num_namedstyles)
        guard axisCount <= VariationSpace.maximumAxes else {
            throw FontReadError(
                path: path,
                reason: "its fvar table lists \(axisCount) axes; fontprobe reads at most \(VariationSpace.maximumAxes)")
        }
        // FreeType adds a named instance at the default coordinates when fvar lists none there, so
        // the limit, and what the message says, are fvar's own count.
        let listed = fvarInstanceCount ?? styleCount
        guard listed <= VariationSpace.maximumNamedInstances else {
            throw FontReadError(
                path: path,
                reason: "its fvar table lists \(listed) named instances; fontprobe reads at most "
                    + "\(VariationSpace.maximumNamedInstances)")
        }
        // fvar's PostScript name IDs (0xFFFF: none), and what makes one otherwise: the variations
        // PostScript name prefix (25), else the typographic family (16), else the family (1).
        let noName = 0xFFFF
        let postScriptIDs = (0..<styleCount).map { Int(master.pointee.namedstyle[$0].psid) }
        let names = SfntNames(
            face: self,
            nameIDs: Set(
                (0..<axisCount).map { Int(master.pointee.axis[$0].strid) }
                    + (0..<styleCount).map { Int(master.pointee.namedstyle[$0].strid) }
                    + postScriptIDs.filter { $0 != noName } + [1, 16, 25]),
            maximumLength: FontMetrics.maximumNameLength)
        let prefix = (names.best(25) ?? names.best(16) ?? names.best(1)).map(Self.postScriptCharacters)
        // Each instance's name is in every report row of every instance (docs/security.md#report-size).
        if let overlong = names.overlong {
            throw .overlongName(overlong, path: path)
        }
        let axes = (0..<axisCount).map { index in
            let axis = master.pointee.axis[index]
            let tag = Self.tagString(axis.tag)
            return VariationAxis(
                tag: tag,
                name: names.best(Int(axis.strid)) ?? axis.name.map { String(cString: $0) } ?? tag,
                minimum: Self.double(axis.minimum),
                defaultValue: Self.double(axis.def),
                maximum: Self.double(axis.maximum)
            )
        }
        guard !axes.isEmpty else { return nil }
        let instances = (0..<styleCount).map { index in
            let style = master.pointee.namedstyle[index]
            let name = names.best(Int(style.strid)) ?? "instance \(index + 1)"
            // fvar's PostScript name ID, where it is one the name table may hold for it (6, or 256 to 32767).
            let id = postScriptIDs[index]
            let given = id == 6 || (256...32767).contains(id) ? names.best(id) : nil
            return NamedInstance(
                name: name,
                coordinates: (0..<axisCount).map { Self.double(style.coords[$0]) },
                postScriptName: given ?? prefix.map { "\($0)-\(Self.postScriptCharacters(name))" }
            )
        }
        return VariationSpace(axes: axes, namedInstances: instances)
    }

    /// Sets every axis to a design coordinate (FreeType then applies gvar, HVAR and MVAR).
    func setDesignCoordinates(_ coordinates: [Double], path: String) throws(FontReadError) {
        var fixed = coordinates.map { FT_Fixed(($0 * 65536).rounded()) }
        let error = FT_Set_Var_Design_Coordinates(self, FT_UInt(fixed.count), &fixed)
        guard error == 0 else {
            let freeTypeError = FreeTypeError(rawValue: error)
            throw FontReadError(
                path: path, reason: "FreeType could not set the variation coordinates", detail: freeTypeError.detail)
        }
    }

    /// A 16.16 fixed-point number as a double (exact). fvar stores 32 bits, and FreeType can hand
    /// them over zero-extended in its 64-bit `FT_Fixed` (Inter's `slnt` −10 arrives as
    /// 0xFFF60000, 65526 read as is), so the low 32 bits are read as a signed number.
    static func double(_ value: FT_Fixed) -> Double { Double(Int32(truncatingIfNeeded: value)) / 65536 }

    /// A PostScript name's part from a name: its ASCII letters and digits, as Adobe's Technical Note
    /// #5902 makes an instance's PostScript name ("FP Variable" and "Semi Bold": FPVariable-SemiBold).
    static func postScriptCharacters(_ name: String) -> String {
        String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    }

    /// "wght" from the 32-bit tag.
    private static func tagString(_ tag: FT_ULong) -> String {
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension FT_Face {
    /// `fvar`'s instanceCount (the uint16 at byte 12 of its header); `nil` without a readable header.
    fileprivate var fvarInstanceCount: Int? {
        var header = [UInt8](repeating: 0, count: 16)
        var length = FT_ULong(header.count)
        let tag = "fvar".utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
        guard FT_Load_Sfnt_Table(self, tag, 0, &header, &length) == 0, length == 16 else { return nil }
        return Int(header[12]) << 8 | Int(header[13])
    }
}
