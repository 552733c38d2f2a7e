"""SkParagraph's layout of each font given: the oracle of FlutterSkParagraphOracleTests.

Lays text out with skia-python's SkParagraph (PyPI), the text layout Flutter's engine drives,
configured as the engine configures it: TextStyle.height through heightOverride (only when a height
is given), TextLeadingDistribution.even as halfLeading. For each font, font size (logical px),
height (null or a multiple of the size) and leading distribution, it lays out paragraphs of 1 to N
lines of "Hxg" (lines broken by "\\n", the layout width unbounded) and prints one JSON object:

    {path: [[size, height or null, even (0 or 1), [Height of 1 line, ..., of N lines],
             AlphabeticBaseline, unhinted fCapHeight], ...], ...}

or null for a file Skia cannot open. Height and AlphabeticBaseline are the paragraph's own
values; the height of the first k lines is the top of line k. skia-python binds no setter for
TextHeightBehavior nor maxLines, so every line here has the font's full extent.

A fresh FontCollection (and with it a fresh paragraph cache) lays out each paragraph:
skia-python's cache can hand back a paragraph shaped with the other leading distribution.

    python3 skia_paragraph.py --sizes 12,14 --heights null,1.2 --lines 3 FONT...
"""

import argparse
import json
import math

import skia

layout = skia.textlayout

parser = argparse.ArgumentParser()
parser.add_argument("--sizes", required=True)
parser.add_argument("--heights", default="null")
parser.add_argument("--lines", type=int, default=3)
parser.add_argument("fonts", nargs="+")
arguments = parser.parse_args()
sizes = [float(size) for size in arguments.sizes.split(",")]
heights = [None if height == "null" else float(height) for height in arguments.heights.split(",")]
unicode = skia.Unicode.ICU_Make()


def paragraph(provider, size, height, even, lines):
    collection = layout.FontCollection()
    collection.setDefaultFontManager(provider)
    style = layout.TextStyle()
    style.setFontFamilies(["F"])
    style.setFontSize(size)
    if height is not None:
        style.setHeight(height)
        style.setHeightOverride(True)
    style.setHalfLeading(even)
    paragraph_style = layout.ParagraphStyle()
    paragraph_style.setTextStyle(style)
    builder = layout.ParagraphBuilder.make(paragraph_style, collection, unicode)
    builder.pushStyle(style)
    builder.addText("\n".join(["Hxg"] * lines))
    laid = builder.Build()
    laid.layout(1e6)
    return laid


def finite(value):
    """A value JSON can carry: null for the NaN SkParagraph gives a face whose ascent, descent
    and line gap are all 0 when scaled to a height (0 / 0)."""
    return value if math.isfinite(value) else None


result = {}
for path in arguments.fonts:
    typeface = skia.Typeface.MakeFromFile(path)
    if typeface is None:
        result[path] = None
        continue
    provider = layout.TypefaceFontProvider()
    provider.registerTypeface(typeface, "F")
    rows = []
    for size in sizes:
        font = skia.Font(typeface, size)
        font.setHinting(skia.FontHinting.kNone)
        cap = font.getMetrics().fCapHeight
        for height in heights:
            for even in (False, True):
                laid = [paragraph(provider, size, height, even, n) for n in range(1, arguments.lines + 1)]
                rows.append([size, height, int(even), [finite(p.Height) for p in laid], finite(laid[0].AlphabeticBaseline), cap])
    result[path] = rows
print(json.dumps(result, allow_nan=False))
