"""Subset the fonts of figma-rest.json's and figma-rest-2.json's cases into this folder (docs in README.md).

Each font keeps the glyphs of 'H', 'x' and space and every table the vertical metrics come from,
variations included (fvar, gvar, avar, HVAR, MVAR, STAT), so that its metrics at any instance are
the source's. Sources: Debian's fonts-inter, fonts-roboto-unhinted and fonts-liberation2, and PyPI's fontpkg-* wheels:

    pip download --no-deps fontpkg-poppins==4.4 fontpkg-roboto-mono==3.1 fontpkg-noto-sans==2.15 \\
        fontpkg-dm-sans==4.4 fontpkg-roboto-condensed==3.8 -d WHEELS
    python3 make-figma-fonts.py WHEELS
"""

import os
import sys
import zipfile

from fontTools import subset
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
DEBIAN = {
    "Inter-Regular.otf": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "Inter-Medium.otf": "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
    "Inter-SemiBold.otf": "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
    "Inter-Bold.otf": "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
    "Roboto-Regular.ttf": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "Roboto-Medium.ttf": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf",
    "LiberationMono-Regular-subset.ttf": "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf",
}
# Subsets whose source reserves its names (SIL OFL 1.1, clause 3) are renamed, as in Fixtures/fonts:
# every record of the family, style, full, unique and PostScript names is replaced.
RENAMES = {
    "LiberationMono-Regular-subset.ttf": dict(
        family="FP Subset LM", style="Regular", ps="FPSubsetLM-Regular", reserved=["Liberation", "Cousine"]
    ),
}
NAME_IDS = {1: "family", 16: "family", 21: "family", 2: "style", 17: "style", 22: "style", 4: "full", 18: "full",
            3: "unique", 6: "ps"}


def rename(font, spec):
    version = font["name"].getDebugName(5)
    values = dict(spec, full=spec["family"] + " " + spec["style"],
                  unique=spec["family"] + " " + spec["style"] + "; subset of " + version)
    for record in font["name"].names:
        if record.nameID in NAME_IDS:
            record.string = values[NAME_IDS[record.nameID]]
    for record in font["name"].names:
        if record.nameID in NAME_IDS and any(w.lower() in record.toUnicode().lower() for w in spec["reserved"]):
            sys.exit(f"name ID {record.nameID} still names a reserved font")
WHEELS = {
    "Poppins-Medium.ttf": ("fontpkg_poppins-4.4", "fontpkg_poppins/files/Poppins-Medium.ttf"),
    "RobotoMono[wght].ttf": ("fontpkg_roboto_mono-3.1", "fontpkg_roboto_mono/files/RobotoMono[wght].ttf"),
    "NotoSans[wdth,wght].ttf": ("fontpkg_noto_sans-2.15", "fontpkg_noto_sans/files/NotoSans[wdth,wght].ttf"),
    "DMSans[opsz,wght].ttf": ("fontpkg_dm_sans-4.4", "fontpkg_dm_sans/files/DMSans[opsz,wght].ttf"),
    "RobotoCondensed[wght].ttf": ("fontpkg_roboto_condensed-3.8", "fontpkg_roboto_condensed/files/RobotoCondensed[wght].ttf"),
}


def write_subset(source, name):
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.layout_features = []
    options.hinting = False
    options.notdef_outline = True
    options.drop_tables += ["GSUB", "GPOS", "GDEF", "kern", "DSIG"]
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text="Hx ")
    subsetter.subset(font)
    if name in RENAMES:
        rename(font, RENAMES[name])
    font.save(os.path.join(HERE, name))


def main(wheels):
    for name, path in DEBIAN.items():
        write_subset(path, name)
    for name, (wheel, member) in WHEELS.items():
        with zipfile.ZipFile(os.path.join(wheels, wheel + "-py3-none-any.whl")) as archive:
            with archive.open(member) as source:
                write_subset(source, name)


if __name__ == "__main__":
    main(sys.argv[1])
