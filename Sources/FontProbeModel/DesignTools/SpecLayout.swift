/// One recipe against the design tool at one scale (docs/commands/spec.md#recipes).
package struct RecipeFit: Sendable, Hashable {
    package var recipe: TextRecipe
    package var box: TextBox
    /// The recipe's baseline minus the tool's on the line where they are furthest apart, in
    /// points: positive where UIKit puts the text lower.
    package var baselineDifference: Double
    /// The recipe's box height minus the tool's, in points.
    package var boxHeightDifference: Double
    /// The larger of the two differences, in pixels at the scale.
    package var pixelsOff: Double
    /// What the recipe's box and baselines rest on here (``PlatformModel/evidence(_:of:_:lineHeight:scale:)``).
    package var evidence: Evidence

    /// Whether the recipe lands within half a pixel of the tool, baselines and box.
    package var withinHalfPixel: Bool { pixelsOff <= 0.5 + PixelMath.tolerance }
}

/// The design tool's box and every recipe's at one scale.
package struct SpecLayout: Sendable, Hashable {
    /// Pixels per point.
    package var scale: Double
    package var tool: TextBox
    /// Each recipe that applies, in ``TextRecipe`` order.
    package var fits: [RecipeFit]

    /// The recipe code is written for nearest the tool here (one of any platform's coded
    /// recipes); the simpler one on a tie.
    package var closest: RecipeFit? {
        fits.filter { Self.coded.contains($0.recipe) }.min { $0.pixelsOff < $1.pixelsOff - PixelMath.tolerance }
    }

    /// Every platform's coded recipes.
    private static let coded = Set(Platform.allCases.flatMap { $0.model.codedRecipes })

    package func fit(_ recipe: TextRecipe) -> RecipeFit? { fits.first { $0.recipe == recipe } }
}

extension DesignSpec {
    /// The tool's box and each recipe's at `scale`; `nil` where the tool gives no box (see
    /// ``toolBox(_:scale:)``).
    package func layout(_ metrics: FontMetrics, scale: Double) -> SpecLayout? {
        guard metrics.resolved != nil, let lineHeight = designLineHeight(metrics),
            let tool = toolBox(metrics, scale: scale)
        else { return nil }
        let model = platform.model
        let fits = model.recipes.compactMap { recipe -> RecipeFit? in
            guard let box = model.box(recipe, of: self, metrics, lineHeight: lineHeight, scale: scale, tool: tool)
            else { return nil }
            let differences = zip(box.baselines, tool.baselines).map { $0 - $1 }
            let worst = differences.max { abs($0) < abs($1) } ?? 0
            let height = box.boxHeight - tool.boxHeight
            return RecipeFit(
                recipe: recipe, box: box, baselineDifference: worst, boxHeightDifference: height,
                pixelsOff: max(abs(worst), abs(height)) * scale,
                evidence: model.evidence(recipe, of: self, metrics, lineHeight: lineHeight, scale: scale))
        }
        return SpecLayout(scale: scale, tool: tool, fits: fits)
    }

    /// The recipe of `platform` whose furthest scale is nearest the tool: the one to write as code.
    package static func closest(_ layouts: [SpecLayout], platform: Platform = .ios) -> TextRecipe? {
        closest(layouts, among: platform.model.codedRecipes)
    }

    /// The recipe of `recipes` whose furthest scale is nearest the tool; the earlier one on a tie.
    package static func closest(_ layouts: [SpecLayout], among recipes: [TextRecipe]) -> TextRecipe? {
        let worst = recipes.compactMap { recipe -> (TextRecipe, Double)? in
            let offs = layouts.map { $0.fit(recipe)?.pixelsOff }
            guard !offs.isEmpty, offs.allSatisfy({ $0 != nil }) else { return nil }
            return (recipe, offs.compactMap { $0 }.max() ?? 0)
        }
        return worst.min { $0.1 < $1.1 - PixelMath.tolerance }?.0
    }
}
