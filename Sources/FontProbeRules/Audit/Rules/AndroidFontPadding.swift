import FontProbeModel

/// `android-font-padding` (docs/commands/audit.md#rules): the rule, then its check over the faces
/// of an audit.
extension Rule {
    package static let androidFontPadding = Rule(
        id: "android-font-padding",
        severity: .warning,
        platforms: [.android],
        title: "The head box makes a padded Android View line a pixel or more taller than the family's other faces do.",
        explanation: """
            iOS: nothing changes. CoreText and UIKit do not read the `head` box. Hence info, unless \
            `android` is among the platforms.

            Android: a TextView pads its text with the font's `head` box (yMax above, yMin below, \
            `includeFontPadding`, the View default; from API 33 widened to the ascent and descent where \
            those reach beyond it), where a Compose Text (without padding since Compose \
            1.6) spans the ascent and descent [P: docs/model.md#android; M: four render sets]. One glyph far \
            outside the rest (a logo, a tall symbol) raises yMax, so every View set in the face grows, and \
            a screen that mixes Views and Compose, or this face and its siblings, stops lining up. The \
            finding fires, with `android` in `platforms:` (`--platform android`), where a one-line View at \
            the audit's size in sp and largest scale as the density is taller than the Compose line by a \
            device pixel or more beyond what the family's other faces add (the most any of them adds, and \
            at least nothing), in Skia's whole pixels (the top floor(min(-yMax, ascent)), the bottom \
            ceil(max(-yMin, descent)), in pixels y down) and before rounding, so a rounding step alone does not fire. It says which box values do it, and \
            by how much. A face without siblings in the audit is not compared: `check`'s lockfile records \
            its `head` box and its View line, so a release that moves them is drift.

            Fix: keep yMax and yMin within what the family needs (remove or scale the glyph that sets \
            them, then recompute `head`), or set `includeFontPadding` to false on the Views.
            """)
}

extension AuditChecks {
    /// The `android-font-padding` findings, by the index of the face in `faces`: a padded View's
    /// line against a Compose Text's at the audit's size in sp and largest scale as the density,
    /// compared with the largest excess of the other faces of its family (by family name). Each
    /// face's padding read, and each lookup of the most the others add, adds one to `lookups`.
    func androidFontPadding(_ faces: [MetricsReport.Face], lookups: inout Int) -> [Int: Finding] {
        let textSize = pointSize * scale
        var padding: [Int: Padding] = [:]
        var families: [String: [Int]] = [:]
        for (index, face) in faces.enumerated() {
            let metrics = face.face.metrics
            guard !metrics.familyName.isEmpty, let android = AndroidMetrics(metrics),
                let own = Padding(android, textSize: textSize)
            else { continue }
            padding[index] = own
            families[metrics.familyName, default: []].append(index)
        }
        var found: [Int: Finding] = [:]
        for (_, members) in families where members.count > 1 {
            // The two largest of each measure in the family, so that the most the others add is
            // known for every face at once: listing the others for each face was quadratic in
            // the family (a check of 10,000 faces of one family spent most of its time there).
            let paddings = members.map { padding[$0]! }
            let (excesses, exacts) = (Largest(paddings.map(\.excess)), Largest(paddings.map(\.exact)))
            lookups += members.count
            for (position, own) in paddings.enumerated() {
                let index = members[position]
                lookups += 2
                // The reference: the most the family's other faces add, and no less than a line as
                // tall as Compose's. A face fires only beyond it by a whole pixel, in Skia's pixels and
                // before rounding (a rounding step alone is no finding).
                let excess = max(0, excesses.largest(besides: position))
                let exact = max(0, exacts.largest(besides: position))
                guard own.excess - excess >= 1, own.exact - exact >= 1 else { continue }
                let box = faces[index].face.metrics.fontBounds.map { "head.yMax \($0.yMax), yMin \($0.yMin)" } ?? "the head box"
                let shipped = platforms.contains(.android)
                found[index] = Finding(
                    .androidFontPadding,
                    "\(box) make a one-line TextView with font padding (includeFontPadding, the View default) "
                        + "\(own.view) px high at \(Self.number(pointSize)) sp @\(Self.number(scale))x, \(own.excess) px taller "
                        + "than a Compose Text (\(own.compose) px), where the family's other faces add at most \(excess) px: "
                        + "\(own.excess - excess) px more"
                        + (shipped ? "" : " (it matters on Android, which platforms: does not list)"),
                    severity: shipped ? nil : .info)
            }
        }
        return found
    }
}

/// A face's padded View line against its Compose line, at one text size (android-font-padding).
private struct Padding {
    /// The padded View's line and the Compose line, in whole device pixels (Skia's rounding).
    var view: Int
    var compose: Int
    /// The padded line's height (the `head` box widened to the ascent and descent) less the line's
    /// extent (ascent to descent), unrounded, in device pixels.
    var exact: Double

    /// How much taller the padded View's line is, in whole device pixels.
    var excess: Int { view - compose }

    /// `nil` without a `head` box.
    init?(_ android: AndroidMetrics, textSize: Double) {
        let integer = android.integerMetrics(textSize: textSize)
        guard let top = android.top, let bottom = android.bottom, let view = integer.textView(includeFontPadding: true),
            let compose = integer.compose()
        else { return nil }
        (self.view, self.compose) = (view.height, compose.height)
        let perUnit = textSize / Double(android.unitsPerEm)
        let extent = max(0, android.ascender) - min(0, android.descender)
        exact = Double((max(top, android.ascender) - min(bottom, android.descender)) - extent) * perUnit
    }
}

/// The largest of some values and the largest of the rest, so that the largest of all but any
/// one of them is known without looking at the others again.
private struct Largest<Value: Comparable> {
    private var first: (position: Int, value: Value)?
    private var second: Value?

    init(_ values: [Value]) {
        for (position, value) in values.enumerated() {
            if let top = first, !(value > top.value) {
                if second.map({ value > $0 }) ?? true { second = value }
            } else {
                second = first?.value
                first = (position, value)
            }
        }
    }

    /// The largest value but the one at `position`; at least two values were given.
    func largest(besides position: Int) -> Value {
        position == first!.position ? second! : first!.value
    }
}
