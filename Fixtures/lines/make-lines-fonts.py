#!/usr/bin/env python3
"""Build the fonts of the multi-line UIKit and SwiftUI cases in Fixtures/lines/.

DESIGN's section 2.3 (summarised in docs/model.md#several-lines) states how UIKit and SwiftUI lay
out several lines, from renders of fonts that may not be redistributed. It gives the rules and the
pixels, not every font's tables. These fonts carry tables chosen so that the ascender A and the line
height L, in device pixels at the case's size and scale, reproduce the numbers it gives; README.md
says which, and how.

Each font is built like the synthetic fonts of Fixtures/fonts/make-fixtures.py (its
build_synthetic is imported and reused): glyphs .notdef, space, H and x; typo equal to hhea, win
(hhea ascender, -hhea descender), OS/2 version 4, USE_TYPO_METRICS clear, no STAT. After saving,
the script reads each font again with fontTools and stops on any table value that differs.

Usage: python3 Fixtures/lines/make-lines-fonts.py
Requires fontTools (pip install fonttools; or .build/ci-tools/bin/python3 after `make ci-tools`).
"""

import importlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
MAKE_FIXTURES = os.path.join(ROOT, "Fixtures", "fonts", "make-fixtures.py")


# Fixtures/fonts/make-fixtures.py as a module (its main() does not run), leaving no __pycache__ there.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(MAKE_FIXTURES))
mf = importlib.import_module("make-fixtures")
from fontTools.ttLib import TTFont  # noqa: E402 (fontTools checked by make-fixtures)

DESCRIPTION = (
    "Metrics test font with placeholder outlines, carrying vertical tables chosen to reproduce "
    "published measurements of several lines of text; not any original typeface."
)

FONTS = [
    # The hugging 3-line UILabel: at 16 pt, A = 15.04 pt and L = 19.2 pt: 45.12 and 57.6 px at 3x
    # (rendered at 45, 103, 160), 30.08 and 38.4 px at 2x (rendered at 31, 69, 107; centring the
    # block in its ceil(3L) = 116 px box puts the lines at 30.48, 68.88, 107.28).
    dict(file="FPLines-Label.ttf", family="FP Lines Label", psName="FPLinesLabel-Regular",
         upm=1000, hhea=(940, -260, 0), capHeight=700, xHeight=500),
    # A SwiftUI Text: at 32 pt @3x, L = 110.4 px (UIKit's steps alternate 111, 110) and A = 88.8 px,
    # whose fraction above .5 parts SwiftUI's round(A) + ceil(jL) from round(A + jL) on line 2.
    dict(file="FPLines-SwiftUI.ttf", family="FP Lines SwiftUI", psName="FPLinesSwiftUI-Regular",
         upm=1000, hhea=(925, -225, 0), capHeight=700, xHeight=500),
]


def build(font):
    asc, desc, gap = font["hhea"]
    spec = dict(font, typo=(asc, desc, gap), win=(asc, -desc), useTypoMetrics=False, stat=False,
                description=DESCRIPTION)
    path = os.path.join(HERE, font["file"])
    mf.build_synthetic(spec).save(path, reorderTables=True)
    return path


def check(path, font):
    f = TTFont(path)
    hhea, os2 = f["hhea"], f["OS/2"]
    got = dict(upm=f["head"].unitsPerEm, hhea=(hhea.ascent, hhea.descent, hhea.lineGap),
               capHeight=os2.sCapHeight, xHeight=os2.sxHeight,
               typo=(os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap))
    want = dict(upm=font["upm"], hhea=font["hhea"], capHeight=font["capHeight"], xHeight=font["xHeight"],
                typo=font["hhea"])
    f.close()
    if got != want:
        sys.exit(f"{path}: read back {got}, want {want}")


def main():
    for font in FONTS:
        path = build(font)
        check(path, font)
        print(os.path.relpath(path, ROOT))


if __name__ == "__main__":
    main()
