/// A platform text is set on: the registry of platforms (docs/architecture.md#add-a-platform).
///
/// Each platform's layout is one type behind ``PlatformModel``, in a file of its own beside this
/// one; whatever needs every platform (the lines of `metrics --platform`, `spec`'s recipes, the
/// words of a report) loops over `allCases` and asks ``model``. A rule whose consequence lies only
/// on platforms the user does not ship is info, saying where it would matter
/// (docs/commands/audit.md#platforms).
public enum Platform: String, Sendable, Hashable, CaseIterable, Comparable {
    case ios, android, web, flutter

    /// The platform's model: the one line a new platform adds here.
    package var model: any PlatformModel.Type {
        switch self {
        case .ios: IOSPlatform.self
        case .android: AndroidPlatform.self
        case .web: WebPlatform.self
        case .flutter: FlutterPlatform.self
        }
    }

    /// The words its reports use.
    package var words: PlatformWords { model.words }

    /// As people write it: "iOS", "Android", "the web", "Flutter".
    public var name: String { words.name }

    public static func < (a: Platform, b: Platform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// iOS alone: what fontprobe.yml, `audit` and `metrics` assume unless told otherwise (`spec`
    /// sets one platform, iOS unless told otherwise).
    public static let defaults: Set<Platform> = [.ios]
}

/// One platform's layout of text in a face, from the face's metrics: the lines `metrics
/// --platform` reports, the recipes `spec` weighs against a design and each recipe's box, and the
/// words its reports use. Pure formulas, each with its evidence on the type that computes it.
package protocol PlatformModel {
    /// The words its reports use.
    static var words: PlatformWords { get }

    /// The platform's lines of `count` lines of text at `size` (its own unit:
    /// ``PlatformWords/sizeUnit``) on a screen of `scale` device pixels per unit, in device pixels,
    /// each a box of `count` lines (`metrics --lines`); `nil` for iOS, whose numbers are every
    /// `metrics` row's own (``IOSPlatform/line(_:capHeight:)``) and whose boxes of lines are
    /// ``IOSPlatform/lines(_:pointSize:scale:count:)``.
    static func lines(_ metrics: FontMetrics, size: Double, scale: Double, count: Int) -> PlatformLines?

    /// The same lines in `style`, where the platform takes one (Flutter: ``PlatformTextStyle``);
    /// the others lay out the font alone, as ``lines(_:size:scale:count:)``.
    static func lines(_ metrics: FontMetrics, size: Double, scale: Double, count: Int, style: PlatformTextStyle)
        -> PlatformLines?

    /// What the platform reads from the face's tables to lay its lines out, in font units, for the
    /// lockfile to record (docs/commands/check.md#platforms-in-the-lockfile); `nil` for iOS, whose
    /// values the lockfile has always recorded (CoreText's, ``ResolvedMetrics``).
    static func reading(_ metrics: FontMetrics) -> PlatformReading?

    /// The scale, density or device pixel ratio of the screen it is most often read on: what a
    /// picture of several platforms side by side draws it at when no `--scale` is given
    /// (docs/commands/spec.md#picture).
    static var usualScale: Double { get }

    /// The recipes `spec` weighs, simplest first; the first is the platform's plain text (the
    /// font alone), which a picture draws beside the recipe written as code.
    static var recipes: [TextRecipe] { get }

    /// The recipes code is written for, among ``recipes``.
    static var codedRecipes: [TextRecipe] { get }

    /// Where `recipe` puts the box and its baselines for `spec` at `scale`, in the platform's
    /// lengths (points, dp or CSS px) from whole device pixels; `lineHeight` is the design's line
    /// height and `tool` the design tool's box at that scale. `nil` where the recipe is not the
    /// platform's or cannot reach the design (see each platform).
    static func box(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double, tool: TextBox
    ) -> TextBox?

    /// What `recipe`'s box and every baseline rest on for `spec` at `scale` (``Evidence``), the
    /// weakest of them: [M] only where renders cover that many lines, at that scale, in that kind
    /// of box (docs/model.md#several-lines).
    static func evidence(
        _ recipe: TextRecipe, of spec: DesignSpec, _ metrics: FontMetrics, lineHeight: Double, scale: Double
    ) -> Evidence
}

extension PlatformModel {
    /// The font alone: the style is not the platform's.
    package static func lines(_ metrics: FontMetrics, size: Double, scale: Double, count: Int, style: PlatformTextStyle)
        -> PlatformLines?
    {
        lines(metrics, size: size, scale: scale, count: count)
    }

    /// The platform's lines of one line of text (``lines(_:size:scale:count:)``): what the
    /// lockfile records and the CSV report lists.
    package static func lines(_ metrics: FontMetrics, size: Double, scale: Double) -> PlatformLines? {
        lines(metrics, size: size, scale: scale, count: 1)
    }
}

/// The style a `metrics` row lays its lines out in, beyond the size, where a platform takes one
/// (docs/commands/metrics.md#platforms): Flutter's `TextStyle.height` and `leadingDistribution`,
/// and the operating system whose font stack reads the face's metrics (`--os`). The other
/// platforms lay out the font alone.
package struct PlatformTextStyle: Sendable, Hashable {
    /// `TextStyle.height`, a multiple of the font size; `nil`: `height: null`, the font's own line.
    package var height: Double?
    package var leadingDistribution: FlutterLeadingDistribution = .proportional
    /// The operating system whose font stack reads the metrics (Flutter: Android's FreeType or
    /// iOS's CoreText); `nil`: the platform's default (Android for Flutter).
    package var os: Platform?

    package init(height: Double? = nil, leadingDistribution: FlutterLeadingDistribution = .proportional, os: Platform? = nil) {
        (self.height, self.leadingDistribution, self.os) = (height, leadingDistribution, os)
    }
}

/// The words a platform's reports use.
package struct PlatformWords: Sendable, Hashable {
    /// As people write the platform: "iOS", "Android", "the web".
    package var name: String
    /// What its recipes and code are written in, as a report names it: "UIKit", "Android", "CSS".
    package var toolkit: String
    /// The unit of a text size: "pt", "sp", "CSS px".
    package var sizeUnit: String
    /// The unit of the other lengths of its layout: "pt", "dp", "CSS px".
    package var lengthUnit: String
    /// What a scale is called there: "scale", "density", "device pixel ratio".
    package var scaleName: String
    /// The user's text size setting: "Dynamic Type", "font scale", "text zoom".
    package var textScaling: String
    /// The short name of each of its lines, by the line's key (``PlatformLines/Line/key``), as a
    /// drift of the lockfile names it: `compose` → "Compose" ("Compose baseline 3 px higher").
    package var lineNames: [String: String] = [:]
}

/// What a platform reads from a face's tables: the table its vertical metrics come from, and each
/// value it lays lines out with, in font units (y up: a descender below the baseline is negative).
package struct PlatformReading: Sendable, Hashable {
    /// The table: `typo` (OS/2 sTypo…), `hhea` or `win` (OS/2 usWin…); `nil` when the platform
    /// reads no vertical metrics from the face (Android: a font of bitmap glyphs only).
    package var source: String?
    /// Each value, in font units, in the platform's order: `ascender`, `descender`, `lineGap`, and
    /// what else the platform reads (Android: the `head` box's `top` and `bottom`, `capHeight`);
    /// `nil` where the face has none.
    package var values: [Value]

    /// One value: its key in the lockfile, and its font units.
    package struct Value: Sendable, Hashable {
        package var key: String
        package var units: Int?

        package init(_ key: String, _ units: Int?) {
            self.key = key
            self.units = units
        }
    }

    package init(source: String?, values: [Value]) {
        self.source = source
        self.values = values
    }
}

/// A box of one or more lines of text on a platform, in device pixels: its height, the first
/// line's baseline below its top and every line's, and the top of the first line's cap height
/// below its top (unrounded; `nil` without a cap height).
package struct LinePixels: Sendable, Hashable {
    /// The box's height, every line, in device pixels.
    package var height: Double
    /// The first line's baseline below the box's top, in device pixels.
    package var baseline: Double
    /// Every line's baseline below the box's top, in device pixels, the first being ``baseline``.
    package var baselines: [Double]
    /// The top of the first line's cap height below the box's top, in device pixels, unrounded.
    package var capTop: Double?
    /// The same box in the platform's own lengths, where it lays out in them and rounds there
    /// first (Flutter's logical px); `nil` elsewhere.
    package var logical: LogicalLine?

    /// One line.
    package init(height: Double, baseline: Double, capTop: Double?) {
        self.init(height: height, baselines: [baseline], capTop: capTop)
    }

    /// A box of `baselines.count` lines (at least one).
    package init(height: Double, baselines: [Double], capTop: Double?) {
        self.height = height
        self.baseline = baselines.first ?? 0
        self.baselines = baselines.isEmpty ? [0] : baselines
        self.capTop = capTop
    }

    init(_ box: AndroidLineBox) {
        self.init(height: Double(box.height), baseline: Double(box.baseline), capTop: box.capTop)
    }

    /// A box of whole pixels, `height` high with its lines at `baselines`, and the cap height
    /// `capHeight` device pixels (unrounded) above the first.
    init(height: Int, baselines: [Int], capHeight: Double?) {
        let first = Double(baselines.first ?? 0)
        self.init(height: Double(height), baselines: baselines.map(Double.init), capTop: capHeight.map { first - $0 })
    }
}

/// A box of lines in a platform's own lengths (Flutter's logical px), where the platform lays
/// text out in them before the screen's scale: its height, each line's painted baseline below the
/// box's top, the first line's unrounded baseline, and the cap height's top above the first
/// painted baseline (unrounded; `nil` without a cap height).
package struct LogicalLine: Sendable, Hashable {
    package var height: Double
    /// Where each line's glyphs are painted, below the box's top.
    package var baselines: [Double]
    /// The first line's baseline, unrounded: what the platform aligns baselines on (Flutter's
    /// `alphabeticBaseline`).
    package var alphabeticBaseline: Double
    package var capTop: Double?

    /// The first line's painted baseline.
    package var baseline: Double { baselines.first ?? 0 }
}

/// A platform's lines at one size and scale (a `metrics` row's, with `--platform` or `--lines`):
/// the size it lays out at and each line it reports, each a box of one or more lines
/// (``LinePixels``), in device pixels.
package struct PlatformLines: Sendable, Hashable {
    package var platform: Platform
    /// The size laid out: Android's text size in device pixels (sp × density, unrounded, as
    /// `TypedValue.applyDimension` gives it), the web's font size in CSS px.
    package var size: Double
    /// The key of ``size`` in the JSON and CSV reports: `textSizePx`, `fontSizePx`.
    package var sizeKey: String
    /// Each line the platform reports, in report order.
    package var lines: [Line]
    /// Android's `Paint.getFontMetricsInt` at the size, which its lines are made of: the JSON's
    /// `fontMetricsInt` (`null` for a face Skia reads no metrics from); `nil` on a platform
    /// without one.
    package var fontMetricsInt: AndroidIntegerMetrics??
    /// Why the platform cannot lay the face out, for the report's notes; `nil` where it can.
    package var note: String?
    /// Whose font stack read the metrics, where the platform has a choice (Flutter: `android`,
    /// `ios`): the JSON's `metricSource`; `nil` elsewhere.
    package var metricSource: String? = nil

    /// One named line.
    package struct Line: Sendable, Hashable {
        /// Its key in the JSON and CSV reports: `view`, `compose`, `normal`.
        package var key: String
        /// Its name in the text table: "Android TextView (51 px text)".
        package var name: String
        /// `nil` where the platform cannot lay the face out so (see the platform).
        package var pixels: LinePixels?
    }
}
