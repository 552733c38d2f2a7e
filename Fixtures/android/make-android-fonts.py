"""Subset the Roboto 2.138 of android-renders.json's cases into this folder (docs in README.md).

Each font keeps the glyphs of 'H', 'x', '0' and space, every table the vertical metrics come from,
and its `head` box as the source has it (no bounds recalculated): a TextView with font padding
lays its line out on that box, so the subset lays out as the renders' font did. Source: Debian's
fonts-roboto-unhinted (2:0~20170802-3), whose Roboto is the 2.138 Android ships.

    python3 make-android-fonts.py
"""

import importlib
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCES = {
    "Roboto-Regular.ttf": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "Roboto-Medium.ttf": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf",
}

for name, source in SOURCES.items():
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.recalc_bounds = False
    options.notdef_outline = True
    font = TTFont(source, recalcBBoxes=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="Hx0 ")
    subsetter.subset(font)
    font.save(os.path.join(HERE, name))
    print(name, font["head"].yMax, font["head"].yMin)

# Two synthetic faces (fontTools, built by make-fixtures.py's builder) whose ascent and descent
# reach beyond the `head` box, as SUIT's and CashMarket's do in the renders of docs/model.md#android:
# a padded TextView spans the head box widened to them from API 33. The head box is set by the
# glyphs: a 'g' down to yMin and an 'Å' up to yMax.
# - FP Wide Hhea: hhea 980/-280 around a head box 900/-250. At 14 px the widened line is
#   ceil(3.92) - floor(-13.72) = 18 px with its baseline 14 px down; the head box alone gives
#   ceil(3.5) - floor(-12.6) = 17 and 13 (SUIT 14 px @1: 18 and 14 where the head box says 17 and 13).
# - FP Wide Hhea Gap: CashMarket's tables (hhea 1000/-200, typo 800/-200/200, bit 7 clear) around a
#   head box 900/-150.
sys.dont_write_bytecode = True  # leave no __pycache__ in Fixtures/fonts
sys.path.insert(0, os.path.join(HERE, "..", "fonts"))
fixtures = importlib.import_module("make-fixtures")
WIDE = [
    dict(fixtures.BASE_1000, file="FPWideHhea-Regular.ttf", family="FP Wide Hhea", psName="FPWideHhea-Regular",
         hhea=(980, -280, 0), typo=(980, -280, 0), win=(980, 280), extra={0x67: (-250, 500), 0xC5: (0, 900)}),
    dict(fixtures.BASE_1000, file="FPWideHheaGap-Regular.ttf", family="FP Wide Hhea Gap",
         psName="FPWideHheaGap-Regular", hhea=(1000, -200, 0), typo=(800, -200, 200), win=(1000, 200),
         extra={0x67: (-150, 500), 0xC5: (0, 900)}),
]
for spec in WIDE:
    path = fixtures.make_synthetic(spec, HERE)
    head = TTFont(path)["head"]
    print(spec["file"], head.yMax, head.yMin)
