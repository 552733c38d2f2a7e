extension IOSPlatform {
    /// What a UIKit or SwiftUI recipe rests on (docs/model.md#several-lines): one line of each is
    /// the label model [M]; several lines of a plain UILabel are measured at 3x only (the 2x render
    /// of the same label is a pixel off on line 1, so [I] there), a SwiftUI Text's without
    /// `.lineSpacing` [M]; what a recipe adds (a paragraph style over several lines, a baseline
    /// offset's height, a wrapper's rounding, SwiftUI's `.lineSpacing`) is [I]; a fixed box's
    /// container is [I] (a label as tall as the box with several lines centred in it is not
    /// settled [U], which the report's note on the fixed box says).
    package static func evidence(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double
    ) -> Evidence {
        let several = spec.lines > 1
        let fontLineHeight = metrics.resolved.map { $0.atSize(spec.pointSize).lineHeight }
        // A SwiftUI recipe without line spacing or padding is a fitted Text alone.
        let plainText = fontLineHeight.map { abs(lineHeight - $0) <= PixelMath.tolerance } ?? false
        var evidence: Evidence
        switch recipe {
        case .plainLabel:
            evidence =
                !several
                ? Evidence(.measured, "the label model, every measured one-line label")
                : abs(scale - 3) <= PixelMath.tolerance
                    ? Evidence(.measured, "round(A + j·L), a hugging 3-line label at 3x, 6/6 renders")
                    : Evidence(
                        .inferred,
                        "round(A + j·L) is measured at 3x; at 2x the same 3-line label renders at 31, 69, 107 px "
                            + "where it gives 30, 68, 107")
        case .paragraphStyle:
            evidence =
                several
                ? Evidence(
                    .inferred,
                    "one line as TextKit and UIKit renders lay it out [M]; each later line L lower, rounded on its own, "
                        + "as a plain label's")
                : Evidence(.measured, "STULabel's model of TextKit, the baseline rounded to a pixel as UIKit renders show")
        case .baselineOffset:
            evidence = Evidence(
                .inferred,
                "the baseline moved up twice the offset [M, widely used]; the label's height with it taken as without")
        case .wrapper:
            evidence = Evidence(
                .inferred,
                (several ? "lineSpacing added to the unrounded pitch [M: one case, steps 56, 56 for 56.45 px]; " : "")
                    + "the recipe [S], its padding and spacing rounded to pixels as a view's frame")
        case .swiftUI:
            evidence =
                plainText
                ? Evidence(
                    .measured,
                    several
                        ? "a fitted Text, round(A) + ceil(j·L) in a ceil(n·L) frame, 64/64 baselines"
                        : "a one-line Text lays out as a UILabel")
                : Evidence(
                    .inferred,
                    "a fitted Text's rule [M] with .lineSpacing added to the unrounded pitch, which no render shows; "
                        + "the padding rounded to pixels as a view's frame")
        default:
            return Evidence(.unknown, "not an iOS recipe")
        }
        guard let fixed = spec.fixedBox, !spec.trimCap, fixed.alignment != .top else { return evidence }
        // The recipe's view hugs its text inside a view of the box's height; a label as tall as the box,
        // its lines centred, is not settled [U] (the report's fixed-box note says so).
        return Evidence(
            .inferred,
            evidence.basis + (evidence.tag == .inferred ? "" : " [\(evidence.tag.rawValue)]")
                + "; placed \(fixed.alignment.rawValue) in a view of the box's height, its top on a pixel")
    }
}
