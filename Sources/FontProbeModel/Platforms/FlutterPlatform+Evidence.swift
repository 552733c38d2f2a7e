extension FlutterPlatform {
    /// What a Flutter recipe rests on (docs/model.md#flutter): Skia's SkParagraph source, which the
    /// tests run through skia-python on every fixture [P]; one line at a whole device pixel ratio
    /// is also measured in public Flutter goldens [M: 33 measurements from 3 repositories at dpr 1,
    /// 2 and 3, recorded on macOS]. No golden shows a fractional ratio (2.625) or a Linux build.
    package static func evidence(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double
    ) -> Evidence {
        let source = "SkParagraph's source, equal to skia-python's SkParagraph on every fixture"
        guard spec.lines == 1, [1, 2, 3].contains(scale) else { return Evidence(.primary, source) }
        return Evidence(.measured, "33 measurements in public Flutter goldens at dpr 1, 2 and 3; " + source)
    }
}
