import FontProbeModel

/// Everything `fontprobe metrics` reports: each readable face at each size and scale, and
/// each input that could not be read. A plain value; reporters turn it into bytes.
package struct MetricsReport: Sendable {
    /// One face with its resolved metrics and one row per (size, scale).
    package struct Face: Sendable {
        package var face: FontFace
        package var resolved: ResolvedMetrics
        package var rows: [Row]

        package init(face: FontFace, resolved: ResolvedMetrics, rows: [Row]) {
            self.face = face
            self.resolved = resolved
            self.rows = rows
        }
    }

    /// UIFont's metrics at a size, and the label layout at that size and one scale; with
    /// `--platform`, the lines each other platform lays out at the same size and scale.
    package struct Row: Sendable {
        package var metrics: PointMetrics
        package var label: LabelMetrics
        /// The lines of each platform asked for besides iOS (whose numbers are the row's own), in
        /// ``Platform`` order, at the row's size in the platform's unit and its scale.
        package var lines: [PlatformLines] = []
        /// iOS's boxes of lines, a `UILabel`'s and a SwiftUI `Text`'s (``IOSPlatform/lines(_:pointSize:scale:count:)``),
        /// with `--lines`, or with `--platform` listing iOS and another platform; `nil` otherwise.
        package var ios: PlatformLines?
        /// The lines in each box, with `--lines`; `nil` without (one line, and no `baselinesPx`).
        package var lineCount: Int?

        /// Every platform's boxes of lines the row was laid out for, iOS's among them, in
        /// ``Platform`` order: the JSON's `android`, `ios` and `web`.
        package var platformLines: [PlatformLines] { (lines + [ios].compactMap { $0 }).sorted { $0.platform < $1.platform } }

        /// The numbers of a row, each named by its key in the schema's `sizes[]` objects and in
        /// the baseline lockfile's rows (docs/json-schema.md): the one spelling of those keys.
        package enum Number: String, CaseIterable, CodingKey, Sendable {
            case pointSize, scale, ascender, descender, leading, lineHeight, capHeight, xHeight, labelHeight
            case baselineInset, baselineFromTop, capInset, capInsetNaive, capInsetRoundedBaseline, xHeightInset
            case capInsetArticle
            case legacyAscenderAdjustment

            /// The numbers that follow the label model, and so moved from schema 1 (the article's
            /// baseline) to schema 2 (the measured one): docs/json-schema.md#schema-2.
            package static let labelModelNumbers: [Number] = [.baselineInset, .baselineFromTop, .capInset, .xHeightInset]

            /// The history columns: the article's formulas (docs/model.md#the-articles-formula),
            /// each following from numbers of the same row (`capInsetArticle` from `lineHeight`,
            /// `descender` and `capHeight` at the scale; `capInsetNaive` from `ascender` and
            /// `capHeight`), so a drift of theirs is listed only when asked (`check --history`).
            package static let historyNumbers: [Number] = [.capInsetArticle, .capInsetNaive]
        }

        package init(metrics: PointMetrics, label: LabelMetrics) {
            self.metrics = metrics
            self.label = label
        }

        /// UIKit's label as a line in device pixels (``IOSPlatform/line(_:capHeight:)``).
        package var uikit: LinePixels { IOSPlatform.line(label, capHeight: metrics.capHeight) }

        /// Sets ``lines`` to those of each platform of `platforms` besides iOS, read from `metrics`.
        mutating func layOut(for platforms: Set<Platform>, _ metrics: FontMetrics) {
            lines = platforms.sorted().compactMap { $0.model.lines(metrics, size: self.metrics.pointSize, scale: label.scale) }
        }

        /// Sets ``lines`` to the boxes of `count` lines (one when `nil`) of each platform of
        /// `platforms` besides iOS, in `style` where the platform takes one (Flutter), and ``ios``
        /// to iOS's when it is listed.
        mutating func layOut(
            for platforms: Set<Platform>, _ face: FontFace, _ resolved: ResolvedMetrics, count: Int?,
            style: PlatformTextStyle = PlatformTextStyle()
        ) {
            let (size, scale) = (metrics.pointSize, label.scale)
            lines = platforms.sorted().compactMap {
                $0.model.lines(face.metrics, size: size, scale: scale, count: count ?? 1, style: style)
            }
            ios = platforms.contains(.ios) ? IOSPlatform.lines(resolved, pointSize: size, scale: scale, count: count ?? 1) : nil
            lineCount = count
        }

        /// UIFont's metrics at `pointSize` with the label at each scale, in the order given.
        package static func rows(_ resolved: ResolvedMetrics, pointSize: Double, scales: [Double]) -> [Row] {
            let metrics = resolved.atSize(pointSize)
            return scales.map { Row(metrics: metrics, label: resolved.label(pointSize: pointSize, scale: $0)) }
        }

        /// The row's `number`, in points (the scale in pixels per point); `nil` where the font
        /// has no such height.
        package subscript(number: Number) -> Double? {
            let (m, l) = (metrics, label)
            switch number {
            case .pointSize: return m.pointSize
            case .scale: return l.scale
            case .ascender: return m.ascender
            case .descender: return m.descender
            case .leading: return m.leading
            case .lineHeight: return m.lineHeight
            case .capHeight: return m.capHeight
            case .xHeight: return m.xHeight
            case .labelHeight: return l.labelHeight
            case .baselineInset: return l.baselineInset
            case .baselineFromTop: return l.baselineFromTop
            case .capInset: return l.capInset
            case .capInsetNaive: return l.capInsetNaive
            // Schema 1's name for the measured model's inset, when it was the cross-check; kept so
            // that readers of schema 1 keep working (docs/json-schema.md#schema-2).
            case .capInsetRoundedBaseline: return l.capInset
            case .capInsetArticle: return l.article.capInset
            case .xHeightInset: return l.xHeightInset
            case .legacyAscenderAdjustment: return m.legacyAscenderAdjustment
            }
        }
    }

    /// The faces, in input order, then face index.
    package var faces: [Face]
    /// The inputs (or faces) that could not be read, in input order.
    package var errors: [FontReadError]

    /// Computes every face at every size (in points) and scale, sizes outermost.
    ///
    /// A face without usable vertical metrics becomes an error rather than a row of zeros.
    /// With `platforms` other than iOS, or `lines` (`--lines`: each box holds that many), each
    /// row also has each platform's box of lines (``Row/lines``, ``Row/ios``), in `style` where
    /// the platform takes one (Flutter's `height`, leading distribution and metric source).
    package init(
        faces: [FontFace], errors: [FontReadError], sizes: [Double], scales: [Double],
        platforms: Set<Platform> = Platform.defaults, lines: Int? = nil, style: PlatformTextStyle = PlatformTextStyle()
    ) {
        var errors = errors
        self.faces = Self.resolve(faces, errors: &errors).map { face, resolved in
            var rows = sizes.flatMap { Row.rows(resolved, pointSize: $0, scales: scales) }
            if platforms != [.ios] || lines != nil {
                for index in rows.indices { rows[index].layOut(for: platforms, face, resolved, count: lines, style: style) }
            }
            return Face(face: face, resolved: resolved, rows: rows)
        }
        self.errors = errors
        self.platforms = platforms
        lineCount = lines
    }

    /// The platforms the rows are laid out for; iOS's numbers are always there.
    package var platforms: Set<Platform>
    /// The lines in each platform's box (`--lines`); `nil` without.
    package var lineCount: Int?

    /// Each face with the metrics CoreText uses; a face without usable vertical metrics becomes
    /// an error appended to `errors` rather than a row of zeros.
    package static func resolve(_ faces: [FontFace], errors: inout [FontReadError]) -> [(FontFace, ResolvedMetrics)] {
        faces.compactMap { face in
            guard let resolved = face.metrics.resolved else {
                errors.append(
                    FontReadError(
                        path: face.path,
                        reason: "face \(face.faceIndex) has no usable vertical metrics "
                            + "(hhea, OS/2 typo and win ascender and descender are all 0 or missing)"
                    )
                )
                return nil
            }
            return (face, resolved)
        }
    }
}
