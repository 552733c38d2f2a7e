"""Subset the Roboto 2.138 of android-renders.json's cases into this folder (docs in README.md).

Each font keeps the glyphs of 'H', 'x', '0' and space, every table the vertical metrics come from,
and its `head` box as the source has it (no bounds recalculated): a TextView with font padding
lays its line out on that box, so the subset lays out as the renders' font did. Source: Debian's
fonts-roboto-unhinted (2:0~20170802-3), whose Roboto is the 2.138 Android ships.

    python3 make-android-fonts.py
"""

import os

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
