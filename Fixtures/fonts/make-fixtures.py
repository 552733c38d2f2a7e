#!/usr/bin/env python3
"""Regenerate the font fixtures in Fixtures/fonts/.

Two kinds of fixtures are written next to this script:

* Subsets of real fonts shipped by Debian packages, cut down to printable
  ASCII (U+0020..U+007E) with fontTools.subset.  The head, hhea, OS/2,
  name (every name ID and language), STAT, post, hmtx and outline tables
  keep their original values: bounds, timestamps, average width, Unicode
  ranges and code pages are NOT recalculated.  The one exception is the
  font name: the Lato, Liberation Sans and TeX Gyre Heros subsets are
  renamed (name IDs 1, 3, 4, 6, 16, 17, 18, 21, 22 where present, and the
  CFF font names), because the SIL OFL 1.1 forbids a modified version to
  use a Reserved Font Name and the GUST Font License asks for a new name;
  see RENAMES.  The subsetter only updates
  what the smaller glyph set requires (numGlyphs, numberOfHMetrics, loca
  format, OS/2 usFirstCharIndex/usLastCharIndex) and keeps the Unicode cmap
  subtables (legacy Macintosh and redundant format 12 subtables go).
  Hinting and OpenType layout tables are dropped to keep the files small.

* Synthetic TrueType fonts built with fontTools.fontBuilder.  Each contains
  .notdef (a box), space, H and x (FPOffCurve also O and o, whose curves
  peak between on-curve points; see ROUND_LETTERS).  The bounding box of H runs from 0 to the
  cap height and the one of x from 0 to the x height given in OS/2, so the
  glyph measurements and the OS/2 fields agree exactly.  The vertical
  metrics are chosen to exercise specific rules of the metrics model; see
  README.md.

The output is byte-for-byte reproducible: the subsets keep the source
font's timestamps (head.created of Lato is converted from the Unix to the
1904 epoch by fontTools) and the synthetic fonts use a fixed timestamp.

Usage: python3 Fixtures/fonts/make-fixtures.py [OUTPUT_DIR]

Requires fontTools (pip install fonttools) and the Debian packages
fonts-lato, fonts-dejavu-core, fonts-liberation2 and fonts-texgyre.
Exits with status 2, naming the missing package, if a source font is absent.
"""

import io
import logging
import os
import re
import sys

try:
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools import subset
    from fontTools.ttLib import TTFont
except ImportError:
    sys.exit("%s: fontTools is required (pip install fonttools)" % os.path.basename(__file__))

# Lato-Regular.ttf stores head.created as a Unix timestamp (2010-01-22).
# fontTools warns about it on every read and converts it to the 1904 epoch,
# so the subset carries the converted (correct) value.  Silence the warning.
logging.getLogger("fontTools.ttLib.tables._h_e_a_d").setLevel(logging.ERROR)

HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# Real fonts
# --------------------------------------------------------------------------

# (output file, source path, Debian package)
SUBSETS = [
    (
        "Lato-Regular-subset.ttf",
        "/usr/share/fonts/truetype/lato/Lato-Regular.ttf",
        "fonts-lato",
    ),
    (
        "DejaVuSans-subset.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        "fonts-dejavu-core",
    ),
    (
        "LiberationSans-Regular-subset.ttf",
        "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
        "fonts-liberation2",
    ),
    (
        "TeXGyreHeros-Regular-subset.otf",
        "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyreheros-regular.otf",
        "fonts-texgyre",
    ),
    (
        "NotoColorEmoji-subset.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        "fonts-noto-color-emoji",
    ),
    (
        "FontAwesome-subset.ttf",
        "/usr/share/fonts/truetype/font-awesome/fontawesome-webfont.ttf",
        "fonts-font-awesome",
    ),
    # Popular text faces the gate must pass (issue: every warning matters), kept to the
    # characters the audit measures by default (DEFAULT_CHARACTERS).
    (
        "Inter-Regular-subset.otf",
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "fonts-inter",
    ),
    (
        "Roboto-Regular-subset.ttf",
        "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
        "fonts-roboto-unhinted",
    ),
    (
        "OpenSans-Regular-subset.ttf",
        "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf",
        "fonts-open-sans",
    ),
    (
        "NotoSans-Regular-subset.ttf",
        "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
        "fonts-noto-core",
    ),
]

# The characters `fontprobe audit` measures by default: Basic Latin, Latin-1 Supplement and
# Latin Extended-A (CharacterRanges.defaultRanges).
DEFAULT_CHARACTERS = list(range(0x20, 0x7F)) + list(range(0xA0, 0x180))

# Characters kept by subsets that are not text fonts (default: printable ASCII).
SUBSET_UNICODES = {
    # A bitmap-only color font: one emoji (U+1F600 GRINNING FACE) in CBDT/CBLC.
    "NotoColorEmoji-subset.ttf": [0x20, 0x1F600],
    # An icon font: star (U+F005), heart (U+F004), envelope (U+F003).
    "FontAwesome-subset.ttf": [0x20, 0xF003, 0xF004, 0xF005],
    "Inter-Regular-subset.otf": DEFAULT_CHARACTERS,
    "Roboto-Regular-subset.ttf": DEFAULT_CHARACTERS,
    "OpenSans-Regular-subset.ttf": DEFAULT_CHARACTERS,
    "NotoSans-Regular-subset.ttf": DEFAULT_CHARACTERS,
}

# Printable ASCII.
UNICODES = list(range(0x20, 0x7F))

# OpenType layout and other tables that play no part in the metrics model.
# FFTM (FontForge timestamps) cannot be subset by fontTools and is dropped too.
DROP_TABLES = [
    "GSUB", "GPOS", "GDEF", "BASE", "JSTF", "MATH", "kern", "morx", "kerx", "FFTM",
]


def subset_options():
    o = subset.Options()
    for name in (
        "recalc_bounds", "recalc_timestamp", "recalc_average_width",
        "recalc_max_context", "prune_unicode_ranges", "prune_codepage_ranges",
    ):
        assert hasattr(o, name), name  # catch option renames in fontTools
    o.layout_features = []
    o.drop_tables = sorted(set(o.drop_tables) | set(DROP_TABLES))
    o.hinting = False  # drops fpgm/prep/cvt and glyph instructions, CFF hints
    o.notdef_glyph = True
    o.notdef_outline = True
    o.glyph_names = True
    o.legacy_kern = False
    o.name_IDs = ["*"]
    o.name_languages = ["*"]
    o.name_legacy = True
    # Leave every value of the source tables as it is.
    o.recalc_bounds = False
    o.recalc_timestamp = False
    o.recalc_average_width = False
    o.recalc_max_context = False
    o.prune_unicode_ranges = False
    o.prune_codepage_ranges = False
    o.canonical_order = True
    return o


# Names given to the subsets.  A subset is a Modified Version under SIL OFL 1.1,
# whose clause 3 forbids it to use a Reserved Font Name ("Lato", "Liberation")
# as its primary font name; the GUST Font License asks (without requiring
# it) that derived fonts be renamed.  Every
# record (all platforms, encodings and languages) of the IDs listed here is
# replaced; all other records (copyright, version, trademark, description,
# licence, ...) stay as in the source.  "{version}" is the source's version
# number, taken from name ID 5.  Files missing here (DejaVu) keep their names.
RENAMES = {
    "Lato-Regular-subset.ttf": dict(
        family="FP Subset L",
        style="Regular",
        ps="FPSubsetL-Regular",
        unique="FP Subset L Regular; subset of Version {version}",
        reserved=["Lato"],
    ),
    "LiberationSans-Regular-subset.ttf": dict(
        family="FP Subset LS",
        style="Regular",
        ps="FPSubsetLS-Regular",
        unique="FP Subset LS Regular; subset of Version {version}",
        reserved=["Liberation"],
    ),
    "NotoColorEmoji-subset.ttf": dict(
        family="FP Subset NCE",
        style="Regular",
        ps="FPSubsetNCE",
        unique="FP Subset NCE Regular; subset of Version {version}",
        reserved=["Noto"],
    ),
    "FontAwesome-subset.ttf": dict(
        family="FP Subset FA",
        style="Regular",
        ps="FPSubsetFA",
        unique="FP Subset FA Regular; subset of Version {version}",
        reserved=["Awesome"],
    ),
    "Inter-Regular-subset.otf": dict(
        family="FP Subset I",
        style="Regular",
        ps="FPSubsetI-Regular",
        unique="FP Subset I Regular; subset of Version {version}",
        reserved=["Inter"],
    ),
    "Roboto-Regular-subset.ttf": dict(
        family="FP Subset R",
        style="Regular",
        ps="FPSubsetR-Regular",
        unique="FP Subset R Regular; subset of Version {version}",
        reserved=["Roboto"],
    ),
    "OpenSans-Regular-subset.ttf": dict(
        family="FP Subset OS",
        style="Regular",
        ps="FPSubsetOS-Regular",
        unique="FP Subset OS Regular; subset of Version {version}",
        reserved=["Open Sans", "OpenSans"],
    ),
    "NotoSans-Regular-subset.ttf": dict(
        family="FP Subset NS",
        style="Regular",
        ps="FPSubsetNS-Regular",
        unique="FP Subset NS Regular; subset of Version {version}",
        reserved=["Noto"],
    ),
    "TeXGyreHeros-Regular-subset.otf": dict(
        family="FP Subset TGH",
        style="Regular",
        ps="FPSubsetTGH-Regular",
        unique="FP Subset TGH Regular; subset of Version {version}",
        # The source's Windows name ID 1 ("TeXGyreHeros") differs from its
        # ID 16 ("TeX Gyre Heros"); keep that difference.
        windows_family="FPSubsetTGH",
        reserved=["TeX Gyre", "TeXGyre", "Heros"],
    ),
}

# Name IDs that make up the primary font name.
FAMILY_IDS = (1, 16, 21)
STYLE_IDS = (17, 22)
FULL_IDS = (4, 18)
UNIQUE_ID = 3
PS_ID = 6


def source_version(name_table):
    for record in name_table.names:
        if record.nameID == 5:
            m = re.search(r"Version\s+([0-9][0-9.]*[0-9])", record.toUnicode())
            if m:
                return m.group(1)
    sys.exit("make-fixtures: no version number in name ID 5")


def rename(font, out_name, spec):
    name_table = font["name"]
    version = source_version(name_table)
    full = spec["family"] + " " + spec["style"]
    for record in name_table.names:
        nid = record.nameID
        if nid in FAMILY_IDS:
            value = spec["family"]
            if nid == 1 and record.platformID == 3 and "windows_family" in spec:
                value = spec["windows_family"]
        elif nid in STYLE_IDS:
            value = spec["style"]
        elif nid in FULL_IDS:
            value = full
        elif nid == UNIQUE_ID:
            value = spec["unique"].format(version=version)
        elif nid == PS_ID:
            value = spec["ps"]
        else:
            continue
        record.string = value
    # A CFF font carries its names in the CFF table as well; the PostScript
    # name there must match name ID 6.
    if "CFF " in font:
        cff = font["CFF "].cff
        top = cff.topDictIndex[0]
        cff.fontNames = [spec["ps"]]
        top.FullName = full
        top.FamilyName = spec.get("windows_family", spec["family"])
    primary = set(FAMILY_IDS + STYLE_IDS + FULL_IDS + (UNIQUE_ID, PS_ID))
    for record in name_table.names:
        if record.nameID in primary:
            text = record.toUnicode().lower()
            for word in spec["reserved"]:
                if word.lower() in text:
                    sys.exit(f"{out_name}: name ID {record.nameID} still contains {word!r}")


def make_subset(out_name, src, outdir):
    options = subset_options()
    font = TTFont(src, recalcBBoxes=False, recalcTimestamp=False, lazy=False)
    subsetter = subset.Subsetter(options=options)
    subsetter.populate(unicodes=SUBSET_UNICODES.get(out_name, UNICODES))
    subsetter.subset(font)
    # The subsetter prunes name IDs >= 256 that no remaining table refers to
    # (TeX Gyre Heros has an ID 256 used by its dropped GSUB).  Put back the
    # source name table unchanged so every record survives.
    font["name"] = TTFont(src, lazy=False)["name"]
    if out_name in RENAMES:
        rename(font, out_name, RENAMES[out_name])
    path = os.path.join(outdir, out_name)
    font.save(path, reorderTables=True)
    font.close()
    return path


# --------------------------------------------------------------------------
# Synthetic fonts
# --------------------------------------------------------------------------

# 2024-01-01T00:00:00Z in seconds since 1904-01-01T00:00:00Z (head epoch).
FIXED_TIMESTAMP = 3786912000

FS_SELECTION_REGULAR = 1 << 6
FS_SELECTION_USE_TYPO_METRICS = 1 << 7

LICENSE_DESCRIPTION = (
    "This font is dedicated to the public domain under CC0 1.0 Universal."
)
LICENSE_URL = "https://creativecommons.org/publicdomain/zero/1.0/"

SYNTHETIC = [
    dict(
        file="FPSFLike-Regular.ttf",
        family="FP SF Like",
        psName="FPSFLike-Regular",
        upm=2048,
        hhea=(1950, -494, 0),
        typo=(1950, -494, 0),
        win=(1950, 494),
        capHeight=1443,
        xHeight=1078,
        useTypoMetrics=False,
        stat=False,
    ),
    dict(
        file="FPHelvetica-Regular.ttf",
        family="Helvetica",
        psName="Helvetica-FPTest",
        fullName="Helvetica FPTest",
        upm=2048,
        hhea=(1577, -471, 0),
        typo=(1577, -471, 0),
        win=(1577, 471),
        capHeight=1469,
        xHeight=1071,
        useTypoMetrics=False,
        stat=False,
        description=(
            "Metrics test font with placeholder outlines. It only carries "
            "the family name Helvetica; it is not the Helvetica typeface."
        ),
    ),
    dict(
        file="FPTimes-Regular.ttf",
        family="Times",
        psName="Times-FPTest",
        fullName="Times FPTest",
        upm=2048,
        hhea=(1825, -443, 87),
        typo=(1420, -442, 307),
        win=(1825, 443),
        capHeight=1356,
        xHeight=916,
        useTypoMetrics=False,
        stat=False,
        description=(
            "Metrics test font with placeholder outlines. It only carries "
            "the family name Times; it is not the Times typeface."
        ),
    ),
    dict(
        file="FPThousand-Regular.ttf",
        family="FP Thousand",
        psName="FPThousand-Regular",
        upm=1000,
        hhea=(800, -200, 0),
        typo=(800, -200, 0),
        win=(800, 200),
        capHeight=700,
        xHeight=500,
        useTypoMetrics=False,
        stat=False,
    ),
    dict(
        file="FPTrap-Regular.ttf",
        family="FP Trap",
        psName="FPTrap-Regular",
        upm=1000,
        hhea=(720, -280, 0),
        typo=(720, -280, 0),
        win=(720, 280),
        capHeight=500,
        xHeight=400,
        useTypoMetrics=False,
        stat=False,
    ),
    dict(
        file="FPTypoSTAT-Regular.ttf",
        family="FP Typo STAT",
        psName="FPTypoSTAT-Regular",
        upm=1000,
        hhea=(950, -250, 0),
        typo=(800, -200, 200),
        win=(1000, 300),
        capHeight=700,
        xHeight=520,
        useTypoMetrics=True,
        stat=True,
    ),
    # Round letters whose curves peak between on-curve points (ROUND_LETTERS): the exact bounds
    # (fontTools' BoundsPen, FreeType's FT_Outline_Get_BBox) differ from the control box.
    dict(
        file="FPOffCurve-Regular.ttf",
        family="FP Off Curve",
        psName="FPOffCurve-Regular",
        upm=1000,
        hhea=(800, -200, 0),
        typo=(800, -200, 0),
        win=(800, 200),
        capHeight=700,
        xHeight=500,
        useTypoMetrics=False,
        stat=False,
        roundLetters=True,
    ),
]


# Fonts with odd but real tables (README.md, "Odd tables").  Keys as in
# SYNTHETIC, plus: os2Version; macNames (every name record in Mac Roman only);
# glyphCap/glyphX (outline heights when they differ from sCapHeight/sxHeight);
# letters=False (an icon font with one PUA glyph and no H or x); symbolCmap
# (only a Windows Symbol cmap); drop (tables removed after building, byte for
# byte).
BASE_1000 = dict(
    upm=1000, hhea=(800, -200, 0), typo=(800, -200, 0), win=(800, 200),
    capHeight=700, xHeight=500, useTypoMetrics=False, stat=False,
)
ODD = [
    dict(BASE_1000, file="FPOS2v1-Regular.ttf", family="FP OS2 v1", psName="FPOS2v1-Regular",
         os2Version=1, capHeight=0, xHeight=0, glyphCap=690, glyphX=480),
    dict(BASE_1000, file="FPZeroHeights-Regular.ttf", family="FP Zero Heights",
         psName="FPZeroHeights-Regular", capHeight=0, xHeight=0, glyphCap=710, glyphX=520),
    dict(BASE_1000, file="FPNoOS2-Regular.ttf", family="FP No OS2", psName="FPNoOS2-Regular",
         glyphCap=680, glyphX=470, drop=["OS/2"]),
    dict(BASE_1000, file="FPNoHhea-Regular.ttf", family="FP No Hhea", psName="FPNoHhea-Regular",
         drop=["hhea"]),
    dict(BASE_1000, file="FPHheaZero-Regular.ttf", family="FP Hhea Zero", psName="FPHheaZero-Regular",
         hhea=(0, 0, 0), typo=(750, -250, 100), win=(900, 300)),
    dict(BASE_1000, file="FPWinOnly-Regular.ttf", family="FP Win Only", psName="FPWinOnly-Regular",
         hhea=(0, 0, 0), typo=(0, 0, 0), win=(900, 300)),
    dict(BASE_1000, file="FPPositiveDescender-Regular.ttf", family="FP Positive Descender",
         psName="FPPositiveDescender-Regular", hhea=(800, 200, 0)),
    dict(BASE_1000, file="FPUpm8-Regular.ttf", family="FP Upm 8", psName="FPUpm8-Regular",
         upm=8, hhea=(6, -2, 0), typo=(6, -2, 0), win=(6, 2), capHeight=5, xHeight=4),
    dict(BASE_1000, file="FPUpm20000-Regular.ttf", family="FP Upm 20000", psName="FPUpm20000-Regular",
         upm=20000, hhea=(16000, -4000, 0), typo=(16000, -4000, 0), win=(16000, 4000),
         capHeight=14000, xHeight=10000),
    dict(BASE_1000, file="FPIcons-Regular.ttf", family="FP Icons", psName="FPIcons-Regular",
         letters=False, capHeight=0, xHeight=0, glyphCap=700),
    dict(BASE_1000, file="FPSymbol-Regular.ttf", family="FP Symbol", psName="FPSymbol-Regular",
         symbolCmap=True, capHeight=0, xHeight=0, glyphCap=700, glyphX=500),
    # For `fontprobe audit`: OS/2 heights 40 units (4% of the em) below the outlines; a Bold of the
    # same family whose vertical metrics differ from the Regular's; and no usable metrics at all.
    dict(BASE_1000, file="FPAudit-Regular.ttf", family="FP Audit", psName="FPAudit-Regular",
         glyphCap=740, glyphX=540),
    dict(BASE_1000, file="FPAudit-Bold.ttf", family="FP Audit", style="Bold", psName="FPAudit-Bold",
         hhea=(850, -250, 0), typo=(850, -250, 0), win=(850, 250)),
    dict(BASE_1000, file="FPAllZero-Regular.ttf", family="FP All Zero", psName="FPAllZero-Regular",
         hhea=(0, 0, 0), typo=(0, 0, 0), win=(0, 0)),
    # For glyphs-outside-line-box: extra glyphs drawn as boxes from yMin to yMax (key `extra`:
    # codepoint -> (yMin, yMax)).  The line box is 800 + 200 = 1000 units.  FP Tall Accent's 'Å'
    # rises 200 units above the ascender, to 1000: on the next line it reaches 1000 - 1000 = 0,
    # above the 'g' of the line before, whose ink goes down to -190, so the two meet by 190 units.
    # FP Tall Cyrillic has the same 'g' and a 'Й' as tall, outside the default characters, and a
    # '∫' (U+222B) from -300 to 1100 that sets head's box but is outside any product's text.
    dict(BASE_1000, file="FPTallAccent-Regular.ttf", family="FP Tall Accent", psName="FPTallAccent-Regular",
         extra={0x67: (-190, 500), 0xC5: (0, 1000)}),
    dict(BASE_1000, file="FPTallCyrillic-Regular.ttf", family="FP Tall Cyrillic",
         psName="FPTallCyrillic-Regular", extra={0x67: (-190, 500), 0x419: (0, 1000), 0x222B: (-300, 1100)}),
    # For the label's own edges (glyphs-outside-line-box): FP Shallow Descender's hhea descender is
    # -100 but its 'g' goes down to -200; at 17 pt @3x the label is ceil(1000 × 0.051) = 51 px tall
    # with the baseline round(900 × 0.051) = 46 px down, so 5 px below it, and the 'g' reaches
    # 200 × 0.051 = 10.2 px: 5.2 px beyond the bottom.  FP Low Ascender's ascender is 700 and its
    # 'Ů' (U+016E) rises to 800: 40.8 px over a baseline round(35.7) = 36 px down, 4.8 px beyond the
    # top.  Neither meets the basic letters of a neighbouring line (1000 units apart).
    dict(BASE_1000, file="FPShallowDescender-Regular.ttf", family="FP Shallow Descender",
         psName="FPShallowDescender-Regular", hhea=(900, -100, 0), typo=(900, -100, 0), win=(900, 200),
         extra={0x67: (-200, 500)}),
    dict(BASE_1000, file="FPLowAscender-Regular.ttf", family="FP Low Ascender", psName="FPLowAscender-Regular",
         hhea=(700, -300, 0), typo=(700, -300, 0), win=(800, 300), extra={0x16E: (0, 800)}),
    # For the cap rules: FP Swash Cap's 'H' is a swash rising to 760 while I, E, F, L and T stop at
    # the declared 700, so the cap line (the lower median of the six tops) is 700.  FP Dingbat H
    # maps U+0048 to a dingbat named 'a35' (as URW's D050000L does), 16 units above its sCapHeight.
    dict(BASE_1000, file="FPSwashCap-Regular.ttf", family="FP Swash Cap", psName="FPSwashCap-Regular",
         glyphCap=760, extra={ord(c): (0, 700) for c in "IEFLT"}),
    dict(BASE_1000, file="FPDingbatH-Regular.ttf", family="FP Dingbat H", psName="FPDingbatH-Regular",
         capHeight=691, glyphCap=707, hName="a35"),
    # For missing-basic-latin: capitals and digits but, of the lowercase, only 'x'.
    dict(BASE_1000, file="FPNoLowercase-Regular.ttf", family="FP No Lowercase", psName="FPNoLowercase-Regular",
         extra={c: (0, 700) for c in list(range(0x41, 0x48)) + list(range(0x49, 0x5B)) + list(range(0x30, 0x3A))}),
    # For cap-height-missing: an Arabic face (alef, beh, teh) with no Latin letter and no cap height.
    dict(BASE_1000, file="FPArabic-Regular.ttf", family="FP Arabic", psName="FPArabic-Regular",
         letters=False, capHeight=0, xHeight=0, extra={0x627: (0, 700), 0x628: (-150, 300), 0x62A: (0, 450)}),
    # For family-name-mismatch: a Regular and a Bold whose files say "FPFamily", and whose Bold was
    # renamed into the family "FP Famly" (its PostScript name still says FPFamily-Bold).
    dict(BASE_1000, file="FPFamily-Regular.ttf", family="FP Family", psName="FPFamily-Regular"),
    dict(BASE_1000, file="FPFamily-Bold.ttf", family="FP Famly", style="Bold", psName="FPFamily-Bold"),
    # For --characters vietnamese: an 'Ẳ' (U+1EB2, outside the default characters) up to 900, 4.9 px
    # above a one-line label at 17 pt @3x (900 × 0.051 = 45.9 over a baseline round(40.8) = 41 px
    # down); the rest inside the line box, so the default set is quiet.
    dict(BASE_1000, file="FPVietnamese-Regular.ttf", family="FP Vietnamese", psName="FPVietnamese-Regular",
         extra={0x1EB2: (0, 900)}),
    # For cap-line-misses-ink under half a pixel: 'H' one unit above sCapHeight 700, which at 34 pt
    # @3x rounds across a pixel boundary (71.502 against 71.4) but is 0.1 px away.
    dict(BASE_1000, file="FPCapNear-Regular.ttf", family="FP Cap Near", psName="FPCapNear-Regular", glyphCap=701),
    # For family-metrics-differ under a pixel: URW C059's Roman and Bold Italic, 737/-263 against
    # 736/-264 per 1000, give one-line labels of the same height and baseline at 17 pt @2x and @3x.
    dict(BASE_1000, file="FPSubPixel-Regular.ttf", family="FP Sub Pixel", psName="FPSubPixel-Regular",
         hhea=(737, -263, 0), typo=(737, -263, 0), win=(737, 263)),
    dict(BASE_1000, file="FPSubPixel-Bold.ttf", family="FP Sub Pixel", style="Bold", psName="FPSubPixel-Bold",
         hhea=(736, -264, 0), typo=(736, -264, 0), win=(736, 264)),
    # Names only in Mac Roman (platform 1, encoding 0, language 0), with bytes from 0x80 up:
    # e acute is 0x8E, which a decoder that takes the bytes for another code page gets wrong.
    dict(BASE_1000, file="FPMacRoman-Regular.ttf", family="FP Cr\u00e8me Br\u00fbl\u00e9e",
         style="R\u00e9gulier", psName="FPCremeBrulee-Regulier",
         fullName="FP Cr\u00e8me Br\u00fbl\u00e9e\u2122 R\u00e9gulier \u00a9 \u201c\u0152uvre\u201d \u2013 \u20ac",
         macNames=True),
]


def drop_tables(path, tags):
    """Rewrite the font at path without the tables in tags, copying every other
    table's bytes as they are (lazy loading: nothing is recompiled)."""
    font = TTFont(path, lazy=True, recalcBBoxes=False, recalcTimestamp=False)
    for tag in tags:
        del font[tag]
    data = io.BytesIO()
    font.save(data, reorderTables=True)
    font.close()
    with open(path, "wb") as fp:
        fp.write(data.getvalue())


def make_odd(spec, outdir):
    font = build_synthetic(spec)
    path = os.path.join(outdir, spec["file"])
    font.save(path, reorderTables=True)
    if spec.get("drop"):
        drop_tables(path, spec["drop"])
    return path


# The variable fixture: two masters on a wght axis 100..900 whose typo ascender
# and descender, win ascent, cap height and x height differ, so that varLib
# writes an MVAR (hasc, hdsc, hcla, cpht, xhgt) and a gvar for H and x.
# USE_TYPO_METRICS is set and varLib writes a STAT, so CoreText uses typo.
VARIABLE_FILE = "FPVariable-VF.ttf"
VARIABLE_MASTERS = [
    dict(BASE_1000, file=None, family="FP Variable", style="Thin", psName="FPVariable-Thin",
         hhea=(950, -250, 0), typo=(800, -200, 0), win=(950, 250), capHeight=700, xHeight=500,
         useTypoMetrics=True, wght=100),
    dict(BASE_1000, file=None, family="FP Variable", style="Black", psName="FPVariable-Black",
         hhea=(950, -250, 0), typo=(900, -220, 0), win=(1050, 250), capHeight=760, xHeight=540,
         useTypoMetrics=True, wght=900),
]
VARIABLE_INSTANCES = [("Thin", 100), ("Medium", 500), ("Black", 900)]


def build_variable(path, axis_spec, masters, instances):
    """A variable font from `masters` (each a (TTFont, location value, style) triple) along one
    axis, `axis_spec` (tag, name, minimum, default, maximum), with the named `instances` ((style,
    value) pairs), written to `path` with the fixed timestamp; HVAR is left out."""
    from fontTools.designspaceLib import (
        AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor)
    from fontTools import varLib

    doc = DesignSpaceDocument()
    axis = AxisDescriptor()
    axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = axis_spec
    doc.addAxis(axis)
    family = None
    for master, value, style in masters:
        source = SourceDescriptor()
        source.font = master
        source.location = {axis.name: value}
        source.styleName = style
        doc.addSource(source)
        family = family or master["name"].getDebugName(1)
    for style, value in instances:
        instance = InstanceDescriptor()
        instance.familyName = family
        instance.styleName = style
        instance.location = {axis.name: value}
        doc.addInstance(instance)
    font, _, _ = varLib.build(doc, exclude=["HVAR"])
    font["head"].created = FIXED_TIMESTAMP
    font["head"].modified = FIXED_TIMESTAMP
    font.save(path, reorderTables=True)


def make_variable(outdir, file=VARIABLE_FILE, black_ascender=None):
    """The variable fixture; with black_ascender, the same font whose Black master has that typo
    ascender, so the MVAR hasc delta of the instances above the default changes."""
    masters = []
    for spec in VARIABLE_MASTERS:
        if black_ascender is not None and spec["style"] == "Black":
            spec = dict(spec, typo=(black_ascender,) + spec["typo"][1:])
        masters.append((build_synthetic(spec), spec["wght"], spec["style"]))
    path = os.path.join(outdir, file)
    build_variable(path, ("wght", "Weight", 100, 100, 900), masters, VARIABLE_INSTANCES)
    f = TTFont(path)
    if "MVAR" not in f or "gvar" not in f or "STAT" not in f:
        sys.exit(f"{path}: varLib wrote no MVAR, gvar or STAT")
    tags = sorted(r.ValueTag for r in f["MVAR"].table.ValueRecord)
    if tags != ["cpht", "hasc", "hcla", "hdsc", "stro", "xhgt"]:  # stro: strikeout at x height / 2
        sys.exit(f"{path}: MVAR tags {tags}")
    f.close()
    return path


# The slanted variable fixture: one slnt axis from -10 to 0, default 0, so the Italic named
# instance has a negative coordinate (fvar stores it as the 16.16 Fixed 0xFFF60000, which a reader
# that zero-extends takes for 65526).  The upright master's H and x are flat-topped boxes up to the
# declared cap and x heights (700, 500); the slanted master's are sheared 10 degrees to the right
# (x' = x + round(y * tan(10 deg))) and taller (H 720, x 515, an italic overshoot), so the ink at
# the Italic instance differs from the default's.  Both masters declare the same vertical metrics,
# cap and x heights (USE_TYPO_METRICS clear, hhea used): varLib writes no MVAR, only gvar for H and
# x, and a STAT (the slnt axis, no axis values) as for FPVariable.
SLANT_FILE = "FPSlant-VF.ttf"
SLANT_ANGLE = 10  # degrees; the slanted master sits at slnt = -SLANT_ANGLE
SLANT_MASTERS = [
    dict(BASE_1000, file=None, family="FP Slant", style="Regular", psName="FPSlant-Regular", slnt=0,
         inkCap=700, inkX=500, shear=False),
    dict(BASE_1000, file=None, family="FP Slant", style="Italic", psName="FPSlant-Italic", slnt=-SLANT_ANGLE,
         inkCap=720, inkX=515, shear=True),
]
SLANT_INSTANCES = [("Regular", 0), ("Italic", -SLANT_ANGLE)]


def slant_master(spec):
    """A synthetic master whose H and x reach inkCap and inkX (sCapHeight/sxHeight stay those of
    BASE_1000) and, with shear, lean SLANT_ANGLE degrees to the right."""
    import math
    font = build_synthetic(spec)
    upm = spec["upm"]
    glyf, hmtx = font["glyf"], font["hmtx"]
    tan = math.tan(math.radians(SLANT_ANGLE)) if spec["shear"] else 0.0
    for name, glyph in (("H", glyph_H(upm, spec["inkCap"])), ("x", glyph_x(upm, spec["inkX"]))):
        for i, (x, y) in enumerate(glyph.coordinates):
            glyph.coordinates[i] = (x + int(round(y * tan)), y)
        glyph.recalcBounds(glyf)
        glyf[name] = glyph
        hmtx[name] = (hmtx[name][0], glyph.xMin)
    return font


def make_slant(outdir):
    """FPSlant-VF.ttf: see SLANT_MASTERS."""
    from fontTools.pens.boundsPen import BoundsPen

    path = os.path.join(outdir, SLANT_FILE)
    build_variable(
        path, ("slnt", "Slant", -SLANT_ANGLE, 0, 0),
        [(slant_master(spec), spec["slnt"], spec["style"]) for spec in SLANT_MASTERS], SLANT_INSTANCES)
    f = TTFont(path)
    if "gvar" not in f or "STAT" not in f or "MVAR" in f:
        sys.exit(f"{path}: expected gvar and STAT and no MVAR")
    axes = [(a.axisTag, a.minValue, a.defaultValue, a.maxValue) for a in f["fvar"].axes]
    if axes != [("slnt", -SLANT_ANGLE, 0, 0)]:
        sys.exit(f"{path}: fvar axes {axes}")
    os2 = f["OS/2"]
    if (os2.sCapHeight, os2.sxHeight) != (700, 500) or os2.fsSelection & FS_SELECTION_USE_TYPO_METRICS:
        sys.exit(f"{path}: OS/2 heights {os2.sCapHeight}/{os2.sxHeight}, fsSelection {os2.fsSelection:#x}")
    cmap = f.getBestCmap()
    for spec in SLANT_MASTERS:
        gs = f.getGlyphSet(location={"slnt": spec["slnt"]})
        for char, top in (("H", spec["inkCap"]), ("x", spec["inkX"])):
            pen = BoundsPen(gs)
            gs[cmap[ord(char)]].draw(pen)
            if pen.bounds is None or pen.bounds[1] != 0 or pen.bounds[3] != top:
                sys.exit(f"{path}: {char} at slnt {spec['slnt']}: bounds {pen.bounds}, expected y 0..{top}")
    f.close()
    return path


def make_many_instances(outdir):
    """FPVariable-VF with 300 named instances (wght 100, 102, ..., 698, all named by the Thin
    instance's name ID): more than fontprobe reads (VariationSpace.maximumNamedInstances, 256)."""
    from fontTools.ttLib.tables._f_v_a_r import NamedInstance
    font = TTFont(os.path.join(outdir, VARIABLE_FILE), recalcTimestamp=False)
    fvar = font["fvar"]
    first = fvar.instances[0]
    instances = []
    for index in range(300):
        instance = NamedInstance()
        instance.subfamilyNameID = first.subfamilyNameID
        instance.coordinates = {"wght": 100 + 2 * index}
        instances.append(instance)
    fvar.instances = instances
    # Kept out of Fixtures/fonts, whose every file the tests read as a font that works.
    limits = os.path.join(os.path.dirname(os.path.abspath(outdir)), "limits")
    os.makedirs(limits, exist_ok=True)
    path = os.path.join(limits, "FPVariable-300-VF.ttf")
    font.save(path, reorderTables=True)
    return path


def make_charstring_bomb(outdir):
    """A 6 KB CFF font whose every Basic Latin and Latin-1 character has its own glyph, each
    calling a tree of subroutines ten deep (the Type 2 limit) with six calls at each level: about
    10 million calls per glyph, which FreeType interprets for tens of milliseconds before it gives
    up. `head` claims ink up to 2000 units, so the ink of every glyph is measured
    (docs/fonts.md#limits)."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.misc.psCharStrings import T2CharString
    from fontTools.cffLib import SubrsIndex
    fanout, depth, bias = 6, 10, 107  # bias: the Type 2 subroutine bias for fewer than 1240 subrs
    codes = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100))
    names = [".notdef"] + [f"uni{code:04X}" for code in codes]
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({code: f"uni{code:04X}" for code in codes})
    fb.setupCFF("FPCharstringBomb", {"FullName": "FP Charstring Bomb"},
                {name: T2CharString(program=[500, "endchar"]) for name in names}, {})
    top = fb.font["CFF "].cff.topDictIndex[0]
    subrs = SubrsIndex()
    for level in range(depth):
        calls = [] if level == depth - 1 else [level + 1 - bias, "callsubr"] * fanout
        subrs.append(T2CharString(program=calls + ["return"], private=top.Private))
    top.Private.Subrs = subrs
    for name in names:
        glyph = top.CharStrings[name]
        glyph.program = [500, 0, 0, "rmoveto", -bias, "callsubr", 10, 10, "rlineto", -10, 0, "rlineto", "endchar"]
        glyph.private = top.Private
    fb.setupHorizontalMetrics({name: (500, 0) for name in names})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "FP Charstring Bomb", "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200,
                sCapHeight=700, sxHeight=500)
    fb.setupPost()
    # Computing the boxes would run every charstring; the claimed box makes fontprobe measure.
    fb.font.recalcBBoxes = False
    fb.font.recalcTimestamp = False
    fb.font["head"].created = fb.font["head"].modified = FIXED_TIMESTAMP
    fb.font["head"].yMin, fb.font["head"].yMax = -500, 2000
    limits = os.path.join(os.path.dirname(os.path.abspath(outdir)), "limits")
    os.makedirs(limits, exist_ok=True)
    path = os.path.join(limits, "FPCharstringBomb.otf")
    fb.font.save(path)
    return path


def make_charstring_bomb_collection(outdir, bomb):
    """48 faces of FPCharstringBomb.otf in one collection: each face's ink budget (about 0.3 s
    here) times 48 is past the budget of a file (10 s), so the last faces are not measured."""
    from fontTools.ttLib import TTCollection
    collection = TTCollection()
    # Loaded without recalculating boxes, which would run the charstrings and lower head.yMax.
    collection.fonts = [TTFont(bomb, recalcBBoxes=False, recalcTimestamp=False) for _ in range(48)]
    path = os.path.join(os.path.dirname(bomb), "FPCharstringBomb-48.ttc")
    collection.save(path)
    return path


# Collections: two fixtures in one .ttc, and one whose second face has a
# unitsPerEm FreeType refuses (so the first face must still be reported).
COLLECTIONS = [
    ("FPCollection.ttc", ["FPSFLike-Regular.ttf", "FPThousand-Regular.ttf"]),
    ("FPCollectionBadFace.ttc", ["FPTrap-Regular.ttf", "FPUpm8-Regular.ttf"]),
]

# Web fonts made from fixtures: their reports must equal those of the source.
WEB_FONTS = [
    ("Lato-Regular-subset.woff", "Lato-Regular-subset.ttf", "woff"),
    ("Lato-Regular-subset.woff2", "Lato-Regular-subset.ttf", "woff2"),
    ("TeXGyreHeros-Regular-subset.woff2", "TeXGyreHeros-Regular-subset.otf", "woff2"),
    ("FPVariable-VF.woff2", VARIABLE_FILE, "woff2"),
]


# For `fontprobe check`: a copy of a fixture whose hhea ascender is 100 units higher, as a new
# font release that moves text on screen would be; the drift test puts it in place of its source.
MODIFIED = [
    ("Lato-Regular-subset-taller.ttf", "Lato-Regular-subset.ttf", ("hhea", "ascent", 100)),
]


def make_modified(out_name, source, edit, outdir):
    table, field, delta = edit
    font = TTFont(os.path.join(outdir, source), recalcBBoxes=False, recalcTimestamp=False)
    setattr(font[table], field, getattr(font[table], field) + delta)
    path = os.path.join(outdir, out_name)
    font.save(path, reorderTables=True)
    return path


def make_collection(out_name, members, outdir):
    from fontTools.ttLib import TTCollection
    collection = TTCollection()
    collection.fonts = [
        TTFont(os.path.join(outdir, m), lazy=True, recalcBBoxes=False, recalcTimestamp=False) for m in members
    ]
    path = os.path.join(outdir, out_name)
    collection.save(path, shareTables=True)
    return path


def make_web_font(out_name, source, flavor, outdir):
    font = TTFont(os.path.join(outdir, source), recalcBBoxes=False, recalcTimestamp=False)
    font.flavor = flavor
    path = os.path.join(outdir, out_name)
    font.save(path, reorderTables=True)
    return path


# A tiny BDF bitmap font (a format FreeType opens that has no hhea or OS/2).
BDF = """STARTFONT 2.1
FONT -FP-Bitmap-Medium-R-Normal--8-80-75-75-C-40-ISO10646-1
SIZE 8 75 75
FONTBOUNDINGBOX 4 8 0 -1
STARTPROPERTIES 3
FONT_ASCENT 7
FONT_DESCENT 1
COPYRIGHT "Dedicated to the public domain under CC0 1.0 Universal."
ENDPROPERTIES
CHARS 1
STARTCHAR H
ENCODING 72
SWIDTH 500 0
DWIDTH 4 0
BBX 4 8 0 -1
BITMAP
00
90
90
F0
90
90
90
00
ENDCHAR
ENDFONT
"""


def make_bdf(outdir):
    path = os.path.join(outdir, "FPBitmap.bdf")
    with open(path, "w", encoding="ascii", newline="\n") as fp:
        fp.write(BDF)
    return path


def u(upm, em_fraction):
    """Font units for a fraction of the em, rounded to an integer."""
    return int(round(upm * em_fraction))


def draw_polygon(points):
    pen = TTGlyphPen(None)
    pen.moveTo(points[0])
    for p in points[1:]:
        pen.lineTo(p)
    pen.closePath()
    return pen


def glyph_notdef(upm, top):
    """A box with a counter (outer contour clockwise, inner anticlockwise)."""
    pen = TTGlyphPen(None)
    x0, x1 = u(upm, 0.05), u(upm, 0.45)
    s = u(upm, 0.05)
    for contour in (
        [(x0, 0), (x0, top), (x1, top), (x1, 0)],
        [(x0 + s, s), (x1 - s, s), (x1 - s, top - s), (x0 + s, top - s)],
    ):
        pen.moveTo(contour[0])
        for p in contour[1:]:
            pen.lineTo(p)
        pen.closePath()
    return pen.glyph()


def glyph_H(upm, cap):
    """An H whose bounding box is exactly (lsb, 0, lsb + w, cap)."""
    x0, x1 = u(upm, 0.08), u(upm, 0.64)
    stem = u(upm, 0.09)
    bar = u(upm, 0.08)
    mid = cap // 2
    b0, b1 = mid - bar // 2, mid - bar // 2 + bar
    points = [
        (x0, 0), (x0, cap), (x0 + stem, cap), (x0 + stem, b1),
        (x1 - stem, b1), (x1 - stem, cap), (x1, cap), (x1, 0),
        (x1 - stem, 0), (x1 - stem, b0), (x0 + stem, b0), (x0 + stem, 0),
    ]
    return draw_polygon(points).glyph()


def glyph_x(upm, xh):
    """An x made of two crossing strokes; bounding box (lsb, 0, lsb + w, xh)."""
    x0, x1 = u(upm, 0.03), u(upm, 0.47)
    s = u(upm, 0.09)  # horizontal width of a stroke at top and bottom
    cx = (x0 + x1) // 2
    cy = xh // 2
    d = s // 2  # half the horizontal opening at the crossing
    points = [
        (x0, 0), (cx - d, cy), (x0, xh), (x0 + s, xh), (cx, cy + d),
        (x1 - s, xh), (x1, xh), (cx + d, cy), (x1, 0), (x1 - s, 0),
        (cx, cy - d), (x0 + s, 0),
    ]
    return draw_polygon(points).glyph()


# For FPOffCurve: an 'O' and an 'o' whose tops and bottoms are single quadratic curves with no
# on-curve point at the extremum.  Each contour is a box with flat sides (on-curve points only)
# whose top and bottom are one quadratic segment each: from (x0, yTop) through the off-curve
# point ((x0 + x1) / 2, topControl) to (x1, yTop), and likewise at the bottom.  Such a curve
# peaks halfway, at t = 1/2, at (yTop + topControl) / 2 (B(t) = (1-t)^2 a + 2t(1-t) c + t^2 a),
# so the exact bounds stop short of the off-curve point: 'O' reaches 712.5 (665 and 760) and
# -12.5 (35 and -60), where its control box says 760 and -60; 'o' reaches 515 (470 and 560) and
# -15 (30 and -60), where its control box says 560 and -60.  A rasterizer that sizes its bitmap
# by the control box adds empty rows above and below the ink and reports a top row that is not
# the ink model's (docs/model.md#ink-against-the-prediction).  The sides are straight, so xMin and
# xMax are on-curve points and agree in both boxes.  The counters (inner contours, anticlockwise)
# have no part in the bounds.
# name -> (advance, [(x0, x1, yBottom, bottomControl, yTop, topControl), ...]); the first
# contour is the outer one.
ROUND_LETTERS = {
    "O": (700, [(100, 600, 35, -60, 665, 760), (190, 510, 60, 0, 640, 700)]),
    "o": (560, [(60, 500, 30, -60, 470, 560), (140, 420, 50, 0, 450, 500)]),
}
# The exact yMin/yMax of each, worked out by hand as above; check_synthetic compares fontTools'.
ROUND_LETTER_BOUNDS = {"O": (-12.5, 712.5), "o": (-15, 515)}


def glyph_round(contours):
    """Contours as in ROUND_LETTERS: the first clockwise (outer), the others anticlockwise."""
    pen = TTGlyphPen(None)
    for n, (x0, x1, y_bottom, bottom_control, y_top, top_control) in enumerate(contours):
        mid = (x0 + x1) // 2
        if n == 0:
            pen.moveTo((x0, y_bottom))
            pen.lineTo((x0, y_top))
            pen.qCurveTo((mid, top_control), (x1, y_top))
            pen.lineTo((x1, y_bottom))
            pen.qCurveTo((mid, bottom_control), (x0, y_bottom))
        else:
            pen.moveTo((x0, y_bottom))
            pen.qCurveTo((mid, bottom_control), (x1, y_bottom))
            pen.lineTo((x1, y_top))
            pen.qCurveTo((mid, top_control), (x0, y_top))
        pen.closePath()
    return pen.glyph()


def build_synthetic(spec):
    """A TTFont (not saved) for a synthetic spec; see SYNTHETIC and ODD for the keys."""
    upm = spec["upm"]
    cap, xh = spec["capHeight"], spec["xHeight"]
    # The outlines' heights; sCapHeight/sxHeight may say otherwise (0, or absent before v2).
    glyph_cap = spec.get("glyphCap", cap)
    glyph_xh = spec.get("glyphX", xh)
    family = spec["family"]
    style = spec.get("style", "Regular")
    ps_name = spec["psName"]
    full_name = spec.get("fullName", family + " " + style)
    letters = spec.get("letters", True)
    # The name of the glyph mapped from U+0048 (a dingbat font's is not 'H').
    h = spec.get("hName", "H")

    fb = FontBuilder(upm, isTTF=True)
    head = fb.font["head"]
    head.created = FIXED_TIMESTAMP
    head.modified = FIXED_TIMESTAMP
    head.fontRevision = 1.0

    glyph_order = [".notdef", "space", h, "x"] if letters else [".notdef", "space", "icon"]
    fb.setupGlyphOrder(glyph_order)
    if letters:
        fb.setupCharacterMap({0x20: "space", 0x48: h, 0x78: "x"})
        glyphs = {
            ".notdef": glyph_notdef(upm, glyph_cap),
            "space": TTGlyphPen(None).glyph(),
            h: glyph_H(upm, glyph_cap),
            "x": glyph_x(upm, glyph_xh),
        }
    else:
        # An icon font: one glyph in the Private Use Area, nothing at 'H' or 'x'.
        fb.setupCharacterMap({0x20: "space", 0xF005: "icon"})
        glyphs = {
            ".notdef": glyph_notdef(upm, glyph_cap),
            "space": TTGlyphPen(None).glyph(),
            "icon": glyph_notdef(upm, u(upm, 0.8)),
        }
    extra = spec.get("extra", {})
    if extra:
        cmap = {0x20: "space", 0x48: h, 0x78: "x"} if letters else {0x20: "space", 0xF005: "icon"}
        for codepoint, (y_min, y_max) in sorted(extra.items()):
            name = "uni%04X" % codepoint
            glyph_order.append(name)
            cmap[codepoint] = name
            glyphs[name] = draw_polygon(
                [(u(upm, 0.1), y_min), (u(upm, 0.1), y_max), (u(upm, 0.4), y_max), (u(upm, 0.4), y_min)]).glyph()
        fb.setupGlyphOrder(glyph_order)
        fb.setupCharacterMap(cmap)
    round_letters = ROUND_LETTERS if spec.get("roundLetters") else {}
    if round_letters:
        cmap = {0x20: "space", 0x48: h, 0x78: "x"}
        for name, (_, contours) in round_letters.items():
            glyph_order.append(name)
            cmap[ord(name)] = name
            glyphs[name] = glyph_round(contours)
        fb.setupGlyphOrder(glyph_order)
        fb.setupCharacterMap(cmap)
    fb.setupGlyf(glyphs)
    advances = {".notdef": u(upm, 0.5), "space": u(upm, 0.25), h: u(upm, 0.72), "x": u(upm, 0.5),
                "icon": upm}
    advances.update({"uni%04X" % codepoint: u(upm, 0.5) for codepoint in extra})
    advances.update({name: advance for name, (advance, _) in round_letters.items()})
    glyf = fb.font["glyf"]
    metrics = {}
    for name in glyph_order:
        g = glyf[name]
        g.recalcBounds(glyf)
        lsb = g.xMin if g.numberOfContours else 0
        metrics[name] = (advances[name], lsb)
    fb.setupHorizontalMetrics(metrics)

    asc, desc, gap = spec["hhea"]
    fb.setupHorizontalHeader(ascent=asc, descent=desc, lineGap=gap)

    names = {
        "familyName": family,
        "styleName": style,
        "uniqueFontIdentifier": "1.000;NONE;" + ps_name,
        "fullName": full_name,
        "version": "Version 1.000",
        "psName": ps_name,
        "licenseDescription": LICENSE_DESCRIPTION,
        "licenseInfoURL": LICENSE_URL,
    }
    if "description" in spec:
        names["description"] = spec["description"]
    if spec.get("macNames"):
        fb.setupNameTable(names, windows=False, mac=True)
        if any(r.platformID != 1 or r.platEncID != 0 or r.langID != 0 for r in fb.font["name"].names):
            sys.exit(f"{spec['file']}: a name record is not Mac Roman English")
    else:
        fb.setupNameTable(names)

    fs_selection = FS_SELECTION_REGULAR
    if spec["useTypoMetrics"]:
        fs_selection |= FS_SELECTION_USE_TYPO_METRICS
    t_asc, t_desc, t_gap = spec["typo"]
    w_asc, w_desc = spec["win"]
    fb.setupOS2(
        version=spec.get("os2Version", 4),
        usWeightClass=400,
        usWidthClass=5,
        fsType=0,
        ySubscriptXSize=u(upm, 0.65),
        ySubscriptYSize=u(upm, 0.6),
        ySubscriptYOffset=u(upm, 0.075),
        ySuperscriptXSize=u(upm, 0.65),
        ySuperscriptYSize=u(upm, 0.6),
        ySuperscriptYOffset=u(upm, 0.35),
        yStrikeoutSize=u(upm, 0.05),
        yStrikeoutPosition=xh // 2,
        achVendID="NONE",
        fsSelection=fs_selection,
        usFirstCharIndex=0x20,
        usLastCharIndex=0x78 if letters else 0xF005,  # 'o' (0x6F) and 'O' are below 'x'
        sTypoAscender=t_asc,
        sTypoDescender=t_desc,
        sTypoLineGap=t_gap,
        usWinAscent=w_asc,
        usWinDescent=w_desc,
        ulUnicodeRange1=1,  # Basic Latin
        ulCodePageRange1=1,  # Latin 1
        sxHeight=xh,
        sCapHeight=cap,
        usDefaultChar=0,
        usBreakChar=0x20,
        usMaxContext=0,
    )
    fb.setupPost(
        underlinePosition=-u(upm, 0.1),
        underlineThickness=u(upm, 0.05),
    )
    if spec["stat"]:
        fb.setupStat(
            [
                dict(
                    tag="wght",
                    name="Weight",
                    values=[dict(value=400, name="Regular", flags=0x2)],
                )
            ],
            elidedFallbackName=2,
        )
    if spec.get("symbolCmap"):
        # Only a Windows Symbol (3,0) subtable, with the letters at U+F048/U+F078 as
        # symbol fonts store them: no Unicode cmap at all.
        from fontTools.ttLib.tables._c_m_a_p import cmap_format_4
        sub = cmap_format_4(4)
        sub.platformID, sub.platEncID, sub.language = 3, 0, 0
        sub.cmap = {0xF020: "space", 0xF048: "H", 0xF078: "x"}
        fb.font["cmap"].tables = [sub]
        fb.font["OS/2"].ulCodePageRange1 = 1 << 31  # Symbol character set
        fb.font["OS/2"].usFirstCharIndex = 0xF020
        fb.font["OS/2"].usLastCharIndex = 0xF078
    return fb.font


def make_synthetic(spec, outdir):
    font = build_synthetic(spec)
    path = os.path.join(outdir, spec["file"])
    font.save(path, reorderTables=True)
    check_synthetic(path, spec)
    return path


def check_synthetic(path, spec):
    """Re-read a synthetic font and check the values the fixtures promise."""
    from fontTools.pens.boundsPen import BoundsPen

    f = TTFont(path)
    hhea, os2 = f["hhea"], f["OS/2"]
    got = {
        "upm": f["head"].unitsPerEm,
        "hhea": (hhea.ascent, hhea.descent, hhea.lineGap),
        "typo": (os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap),
        "win": (os2.usWinAscent, os2.usWinDescent),
        "capHeight": os2.sCapHeight,
        "xHeight": os2.sxHeight,
        "useTypoMetrics": bool(os2.fsSelection & FS_SELECTION_USE_TYPO_METRICS),
        "stat": "STAT" in f,
    }
    for key, value in got.items():
        if spec[key] != value:
            sys.exit(f"{path}: {key} is {value!r}, expected {spec[key]!r}")
    gs = f.getGlyphSet()
    cmap = f.getBestCmap()
    for char, top in (("H", spec["capHeight"]), ("x", spec["xHeight"])):
        pen = BoundsPen(gs)
        gs[cmap[ord(char)]].draw(pen)
        if pen.bounds is None or pen.bounds[1] != 0 or pen.bounds[3] != top:
            sys.exit(f"{path}: glyph {char} bounds {pen.bounds}, expected y 0..{top}")
    if os2.version != 4:
        sys.exit(f"{path}: OS/2 version {os2.version}")
    if spec.get("roundLetters"):
        glyf = f["glyf"]
        for name, (y_min, y_max) in ROUND_LETTER_BOUNDS.items():
            pen = BoundsPen(gs)
            gs[cmap[ord(name)]].draw(pen)
            if pen.bounds is None or (pen.bounds[1], pen.bounds[3]) != (y_min, y_max):
                sys.exit(f"{path}: glyph {name} bounds {pen.bounds}, expected y {y_min}..{y_max}")
            # The stored (control) box must reach the off-curve points, past the exact bounds.
            outer = ROUND_LETTERS[name][1][0]
            g = glyf[name]
            if (g.yMin, g.yMax) != (outer[3], outer[5]):
                sys.exit(f"{path}: glyph {name} control box y {g.yMin}..{g.yMax}, expected {outer[3]}..{outer[5]}")
    f.close()


# --------------------------------------------------------------------------


def main(argv):
    outdir = os.path.abspath(argv[1]) if len(argv) > 1 else HERE
    missing = [(src, pkg) for _, src, pkg in SUBSETS if not os.path.isfile(src)]
    if missing:
        for src, pkg in missing:
            print(
                f"make-fixtures: source font {src} not found; "
                f"install the Debian package '{pkg}' (apt-get install {pkg})",
                file=sys.stderr,
            )
        return 2
    os.makedirs(outdir, exist_ok=True)
    for out_name, src, _ in SUBSETS:
        path = make_subset(out_name, src, outdir)
        print(f"wrote {os.path.relpath(path)} ({os.path.getsize(path)} bytes)")
    written = [make_synthetic(spec, outdir) for spec in SYNTHETIC]
    written += [make_odd(spec, outdir) for spec in ODD]
    written.append(make_variable(outdir))
    # For check's drift per instance: the Black master's typo ascender 940 instead of 900.
    written.append(make_variable(outdir, file="FPVariable-VF-taller.ttf", black_ascender=940))
    written.append(make_many_instances(outdir))
    written.append(make_charstring_bomb(outdir))
    written.append(make_charstring_bomb_collection(outdir, written[-1]))
    written.append(make_slant(outdir))
    written += [make_modified(name, src, edit, outdir) for name, src, edit in MODIFIED]
    written += [make_collection(name, members, outdir) for name, members in COLLECTIONS]
    written += [make_web_font(name, src, flavor, outdir) for name, src, flavor in WEB_FONTS]
    written.append(make_bdf(outdir))
    for path in written:
        print(f"wrote {os.path.relpath(path)} ({os.path.getsize(path)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
