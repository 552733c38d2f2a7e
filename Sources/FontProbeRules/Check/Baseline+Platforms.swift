import FontProbeModel

// MARK: What each listed platform reads, in the lockfile

/// Each platform of `platforms:` besides iOS is recorded under its own key
/// (docs/commands/check.md#platforms-in-the-lockfile): in a face, what it reads from the tables
/// (``PlatformModel/reading(_:)``: `android.source`, `android.ascender`, … in font units), and in
/// each row its lines (``PlatformModel/lines(_:size:scale:)``: `android.compose.baseline`, …, in
/// device pixels). iOS's values are the face's and rows' own keys, as lockfiles have always had them.
extension Baseline {
    /// What each of `platforms` reads from `metrics`, by lockfile key: `P.source` (null where the
    /// platform reads no vertical metrics) and `P.KEY` in font units.
    static func platformValues(of metrics: FontMetrics, platforms: Set<Platform>) -> [String: Value] {
        var values: [String: Value] = [:]
        for platform in platforms.sorted() {
            guard let reading = platform.model.reading(metrics) else { continue }
            values["\(platform.rawValue).source"] = Value(reading.source)
            for value in reading.values { values["\(platform.rawValue).\(value.key)"] = Value(value.units) }
        }
        return values
    }

    /// The lines of a row laid out for the platforms (``MetricsReport/Row/lines``), by lockfile
    /// key: `P.LINE.height`, `P.LINE.baseline` and `P.LINE.capTop`, in device pixels (null where the
    /// platform cannot lay the face out so).
    static func platformValues(_ row: MetricsReport.Row) -> [String: Value] { platformValues(row.lines) }

    /// ``platformValues(_:)-(MetricsReport.Row)`` of the lines of each platform.
    static func platformValues(_ lines: [PlatformLines]) -> [String: Value] {
        var values: [String: Value] = [:]
        for platform in lines {
            for line in platform.lines {
                let key = "\(platform.platform.rawValue).\(line.key)"
                values["\(key).height"] = Value(line.pixels?.height)
                values["\(key).baseline"] = Value(line.pixels?.baseline)
                values["\(key).capTop"] = Value(line.pixels?.capTop)
            }
        }
        return values
    }

    /// The keys of a face that are iOS's: what CoreText reads (`units.*` and the sources); the
    /// names and `unitsPerEm` are every platform's.
    private static func isIOSFaceKey(_ key: String) -> Bool {
        key.hasPrefix("units.") || key == "verticalMetricsSource" || key == "capHeightSource" || key == "xHeightSource"
    }

    /// The platform whose value a lockfile key is: `android.…` Android's, `web.…` the web's, a
    /// row's other keys and CoreText's face keys iOS's (the layout lockfiles had before platforms);
    /// `nil` for the keys of every platform (the names, `unitsPerEm`).
    static func platform(ofKey key: String, inRow: Bool) -> Platform? {
        if let dot = key.firstIndex(of: "."), let platform = Platform(rawValue: String(key[..<dot])) { return platform }
        return inRow || isIOSFaceKey(key) ? .ios : nil
    }

    /// True for a key that names the table a value is read from (`verticalMetricsSource`,
    /// `android.source`): a value that moves no text by itself.
    static func isSourceKey(_ key: String) -> Bool { key.hasSuffix("Source") || key.hasSuffix(".source") }
}

extension Baseline.Face {
    /// True when the face records what `platform` reads: iOS always, another platform when its
    /// `P.source` key is there (a lockfile written before the platform was listed has none).
    func records(_ platform: Platform) -> Bool {
        platform == .ios || values["\(platform.rawValue).source"] != nil
    }

    /// A recorded string, or `nil`.
    func string(_ key: String) -> String? {
        if case .string(let value)? = values[key] { return value }
        return nil
    }
}

extension Baseline.Row {
    /// The row's lines on `platform` in device pixels, by `LINE.QUANTITY` (`compose.baseline`):
    /// iOS's UIKit label (``IOSPlatform/line(labelHeight:baselineFromTop:capHeight:scale:)``) from
    /// the row's points, another platform's as recorded. Only numbers; a value a lockfile edited
    /// by hand made huge stays a double.
    func linePixels(_ platform: Platform) -> [String: Double] {
        func number(_ key: String) -> Double? {
            if case .number(let value)? = values[key] { return value }
            return nil
        }
        guard platform != .ios else {
            guard let height = number("labelHeight"), let baseline = number("baselineFromTop") else { return [:] }
            let line = IOSPlatform.line(
                labelHeight: height, baselineFromTop: baseline, capHeight: number("capHeight"), scale: scale)
            var pixels = ["label.height": line.height, "label.baseline": line.baseline]
            pixels["label.capTop"] = line.capTop
            return pixels
        }
        let prefix = "\(platform.rawValue)."
        var pixels: [String: Double] = [:]
        for (key, value) in values where key.hasPrefix(prefix) {
            if case .number(let number) = value { pixels[String(key.dropFirst(prefix.count))] = number }
        }
        return pixels
    }
}

// MARK: An old lockfile's Android and Flutter lines in the current model

extension Baseline.Face {
    /// Skia's reading as the face records it under `platform` (`android.source`,
    /// `android.ascender`, …; Flutter's the same without the `head` box), or `nil` where it records
    /// none or not all of it as whole numbers.
    func recordedSkiaReading(_ platform: Platform) -> AndroidMetrics? {
        let prefix = platform.rawValue + "."
        func units(_ key: String) -> Int? {
            guard case .number(let value)? = values[key] else { return nil }
            return Int(exactly: value)
        }
        guard let name = string(prefix + "source"), let source = AndroidMetrics.Source(rawValue: name),
            let unitsPerEm = units("unitsPerEm"), let ascender = units(prefix + "ascender"),
            let descender = units(prefix + "descender"), let lineGap = units(prefix + "lineGap")
        else { return nil }
        return AndroidMetrics(
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap, source: source,
            top: units(prefix + "top"), bottom: units(prefix + "bottom"), capHeight: units(prefix + "capHeight"))
    }
}

extension Baseline {
    /// This baseline with each row's Android and Flutter lines laid out again from the reading its
    /// face records, by the current model (``AndroidPlatform/lines(_:size:scale:)-(AndroidMetrics?,_,_)``,
    /// ``FlutterPlatform/lines(_:size:scale:)``): drift is then what the fonts changed, never a
    /// change of fontprobe's model (the padded View's widened `head` box, say), whatever release
    /// wrote the lockfile. Rows that record no such line, and faces without a whole reading, stay
    /// as written.
    package func restatingSkiaPlatforms() -> Baseline {
        let layouts: [(platform: Platform, lines: (AndroidMetrics, Double, Double) -> PlatformLines)] = [
            (.android, { AndroidPlatform.lines($0, size: $1, scale: $2) }),
            (.flutter, { FlutterPlatform.lines($0, size: $1, scale: $2) }),
        ]
        var restated = self
        restated.faces = faces.map { face in
            var face = face
            for layout in layouts {
                guard let reading = face.recordedSkiaReading(layout.platform) else { continue }
                let prefix = layout.platform.rawValue + "."
                face.rows = face.rows.map { row in
                    guard row.values.keys.contains(where: { $0.hasPrefix(prefix) }) else { return row }
                    var row = row
                    row.values.merge(Self.platformValues([layout.lines(reading, row.pointSize, row.scale)])) { _, new in new }
                    return row
                }
            }
            return face
        }
        return restated
    }
}
