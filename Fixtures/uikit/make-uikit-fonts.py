#!/usr/bin/env python3
"""Build the fonts of the measured UIKit cases in Fixtures/uikit/.

Data/uikit-pixels.json records UIKit layouts measured from reference images of
public iOS snapshot tests.  Every label case (kinds label-baseline,
label-centered-in-button and label-height-asserted; the uifontmetrics cases
are left out) names the vertical-metric tables of the font it was laid out
with (`font_tables`).  This script groups the label cases by those table
values (the strings source, font_file, font_file_commit, version and
postscript_name are not table values and are ignored) and builds, for each
group, one small synthetic TrueType font that carries the tables, so that a
test can run fontprobe on a real file and compare its prediction with the
pixels UIKit drew.

Each font is built like the synthetic fonts of Fixtures/fonts/make-fixtures.py
(its build_synthetic is imported and reused): glyphs .notdef, space, H (a box
from y = 0 to the cap height) and x (from 0 to the x height), with

  head      unitsPerEm as given; created/modified fixed at 2024-01-01
  hhea      ascender/descender/lineGap as given
  OS/2      version os2_version if given and >= 2, else 4;
            sCapHeight = os2_capHeight;
            sxHeight = os2_xHeight, or round(0.75 * capHeight) when the case
            gives none (README.md says which fonts);
            typo = typo_ascender/descender/lineGap, else equal to hhea;
            win = win_ascent/descent, else (hhea ascender, -hhea descender);
            fsSelection as given, else 0x40 (REGULAR), with bit 7
            (USE_TYPO_METRICS) set where use_typo_metrics_bit7 is true
  STAT      only where has_STAT is true
  name      the family chosen by the case ids (FAMILIES), licence CC0 1.0

After saving a font the script reads it again with fontTools and checks every
table value against the font_tables of every case it serves (and the defaults
above where a case gives none), the family name against the case's font
description (only the Helvetica case may be, and must be, named "Helvetica",
the family UIKit gives a legacy 15% taller ascender), and the H and x
outlines.  It stops on any difference or on a table value it does not know.

It writes the fonts, and cases.json: {"about", "fonts": {file: the values
read back with fontTools}, "cases": {case id: file}}, keys sorted.  The
output is byte-for-byte reproducible.

Usage: python3 Fixtures/uikit/make-uikit-fonts.py   (or: make uikit-fonts)
Requires fontTools (pip install fonttools).
"""

import importlib.util
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(ROOT, "Data", "uikit-pixels.json")
MAKE_FIXTURES = os.path.join(ROOT, "Fixtures", "fonts", "make-fixtures.py")


def load_make_fixtures():
    """Fixtures/fonts/make-fixtures.py as a module (its main() does not run)."""
    spec = importlib.util.spec_from_file_location("make_fixtures", MAKE_FIXTURES)
    module = importlib.util.module_from_spec(spec)
    write_bytecode = sys.dont_write_bytecode
    sys.dont_write_bytecode = True  # leave no __pycache__ in Fixtures/fonts
    try:
        spec.loader.exec_module(module)
    finally:
        sys.dont_write_bytecode = write_bytecode
    return module


mf = load_make_fixtures()
from fontTools.pens.boundsPen import BoundsPen  # noqa: E402 (fontTools checked by make-fixtures)
from fontTools.ttLib import TTFont  # noqa: E402

LABEL_KINDS = ("label-baseline", "label-centered-in-button", "label-height-asserted")

# Strings in font_tables that say where the values come from; not table values.
NOT_TABLE_VALUES = {"source", "font_file", "font_file_commit", "version", "postscript_name"}
# The table values this script knows how to build and check.
TABLE_VALUES = {
    "unitsPerEm", "hhea_ascender", "hhea_descender", "hhea_lineGap", "os2_capHeight",
    "os2_xHeight", "os2_version", "typo_ascender", "typo_descender", "typo_lineGap",
    "win_ascent", "win_descent", "fsSelection", "use_typo_metrics_bit7", "has_STAT",
}
REQUIRED = ("unitsPerEm", "hhea_ascender", "hhea_descender", "hhea_lineGap", "os2_capHeight")

# x height of the fonts whose cases give none: this fraction of the cap height, rounded.
X_HEIGHT_OF_CAP = 0.75

# One font per table set, chosen by the ids of the cases that use it.  `fontPattern` must match
# the `font` description of every case the font serves.
FAMILIES = [
    dict(key="SF", file="FPUIKit-SF.ttf", family="FP UIKit SF", psName="FPUIKitSF-Regular",
         idPrefixes=("pf-", "standout", "adutils-sf", "mdc"), fontPattern=r"^SF\b",
         what="the San Francisco system font"),
    dict(key="HN", file="FPUIKit-HN.ttf", family="FP UIKit HN", psName="FPUIKitHN-Regular",
         idPrefixes=("adutils-hn",), fontPattern=r"^HelveticaNeue\b",
         what="HelveticaNeue"),
    dict(key="Circular", file="FPUIKit-Circular.ttf", family="FP UIKit Circular",
         psName="FPUIKitCircular-Regular", idPrefixes=("hedvig-circular",),
         fontPattern=r"^CircularStd-Book\b", what="CircularStd-Book"),
    dict(key="Favorit", file="FPUIKit-Favorit.ttf", family="FP UIKit Favorit",
         psName="FPUIKitFavorit-Regular", idPrefixes=("hedvig-favorit",),
         fontPattern=r"^FavoritStd-Book\b", what="FavoritStd-Book"),
    # UIKit gives the family "Helvetica" a 15% taller ascender: this font must carry that name.
    dict(key="Helvetica", file="FPUIKit-Helvetica.ttf", family="Helvetica", psName="Helvetica-FPUIKit",
         fullName="Helvetica FPUIKit", idPrefixes=("layoutkit",), fontPattern=r"^Helvetica\b(?!Neue)",
         what="Helvetica"),
]

DESCRIPTION = (
    "Metrics test font with placeholder outlines. It carries the vertical-metric tables of "
    "UIKit layouts measured from snapshot images (fontprobe Fixtures/uikit)."
)
HELVETICA_NOTE = " It only carries the family name Helvetica; it is not the Helvetica typeface."

ABOUT = (
    "Synthetic fonts that carry the vertical-metric tables of the measured UIKit label cases in "
    "Data/uikit-pixels.json (kinds label-baseline, label-centered-in-button and "
    "label-height-asserted; the uifontmetrics cases are left out). fonts: for each file, the "
    "values fontTools reads back from it (hhea and os2 as in Fixtures/fonts/tables.json, plus "
    "os2.fsSelection; xHeightGiven is false where the cases give no x height and sxHeight is "
    "round(0.75 * capHeight)). cases: case id -> file. Written by make-uikit-fonts.py; "
    "see README.md."
)


def fail(message):
    sys.exit(f"make-uikit-fonts: {message}")


def table_values(case):
    tables = case.get("font_tables")
    if not isinstance(tables, dict):
        fail(f"case {case['id']} has no font_tables")
    values = {k: v for k, v in tables.items() if k not in NOT_TABLE_VALUES}
    unknown = sorted(set(values) - TABLE_VALUES)
    if unknown:
        fail(f"case {case['id']}: unknown table values {unknown}")
    missing = [k for k in REQUIRED if k not in values]
    if missing:
        fail(f"case {case['id']}: font_tables lacks {missing}")
    return values


def family_of(case_id):
    found = [f for f in FAMILIES if case_id.startswith(f["idPrefixes"])]
    if len(found) != 1:
        fail(f"case {case_id} matches {len(found)} families")
    return found[0]


def expected_tables(values):
    """Every value the font must carry: the case's, and the defaults where it gives none."""
    asc, desc, gap = values["hhea_ascender"], values["hhea_descender"], values["hhea_lineGap"]
    cap = values["os2_capHeight"]
    use_typo = bool(values.get("use_typo_metrics_bit7", False))
    fs_selection = values.get("fsSelection")
    if fs_selection is None:
        fs_selection = mf.FS_SELECTION_REGULAR | (mf.FS_SELECTION_USE_TYPO_METRICS if use_typo else 0)
    else:
        fs_selection = int(fs_selection, 16) if isinstance(fs_selection, str) else int(fs_selection)
        if "use_typo_metrics_bit7" in values and bool(fs_selection & mf.FS_SELECTION_USE_TYPO_METRICS) != use_typo:
            fail(f"fsSelection {fs_selection:#x} disagrees with use_typo_metrics_bit7 {use_typo}")
        use_typo = bool(fs_selection & mf.FS_SELECTION_USE_TYPO_METRICS)
    version = values.get("os2_version", 4)
    if version < 2:
        version = 4  # sCapHeight/sxHeight exist from version 2 on
    return {
        "unitsPerEm": values["unitsPerEm"],
        "hhea": (asc, desc, gap),
        "typo": (values.get("typo_ascender", asc), values.get("typo_descender", desc),
                 values.get("typo_lineGap", gap)),
        "win": (values.get("win_ascent", asc), values.get("win_descent", -desc)),
        "capHeight": cap,
        "xHeight": values.get("os2_xHeight", int(round(X_HEIGHT_OF_CAP * cap))),
        "os2Version": version,
        "fsSelection": fs_selection,
        "useTypoMetrics": use_typo,
        "hasSTAT": bool(values.get("has_STAT", False)),
    }


def build(family, want):
    spec = dict(
        file=family["file"],
        family=family["family"],
        psName=family["psName"],
        upm=want["unitsPerEm"],
        hhea=want["hhea"],
        typo=want["typo"],
        win=want["win"],
        capHeight=want["capHeight"],
        xHeight=want["xHeight"],
        os2Version=want["os2Version"],
        useTypoMetrics=want["useTypoMetrics"],
        stat=want["hasSTAT"],
        description=DESCRIPTION + (HELVETICA_NOTE if family["family"] == "Helvetica" else ""),
    )
    if "fullName" in family:
        spec["fullName"] = family["fullName"]
    font = mf.build_synthetic(spec)
    font["OS/2"].fsSelection = want["fsSelection"]
    path = os.path.join(HERE, family["file"])
    font.save(path, reorderTables=True)
    return path


def mf_number(v):
    """Integral floats as ints, as in Fixtures/fonts/tables.json."""
    return int(v) if isinstance(v, float) and v.is_integer() else v


def name(font, name_id):
    record = font["name"].getName(name_id, 3, 1, 0x409)
    return record.toUnicode() if record is not None else None


def read_back(path):
    """The values of the saved font, read with fontTools."""
    f = TTFont(path)
    hhea, os2 = f["hhea"], f["OS/2"]
    gs, cmap = f.getGlyphSet(), f.getBestCmap()
    bounds = {}
    for char in "Hx":
        pen = BoundsPen(gs)
        gs[cmap[ord(char)]].draw(pen)
        bounds[char] = dict(zip(("xMin", "yMin", "xMax", "yMax"), map(mf_number, pen.bounds))) if pen.bounds else None
    family = name(f, 16) or name(f, 1)
    info = {
        "unitsPerEm": f["head"].unitsPerEm,
        "hhea": {"ascender": hhea.ascent, "descender": hhea.descent, "lineGap": hhea.lineGap},
        "os2": {
            "version": os2.version,
            "typoAscender": os2.sTypoAscender,
            "typoDescender": os2.sTypoDescender,
            "typoLineGap": os2.sTypoLineGap,
            "winAscent": os2.usWinAscent,
            "winDescent": os2.usWinDescent,
            "capHeight": os2.sCapHeight,
            "xHeight": os2.sxHeight,
            "useTypoMetrics": bool(os2.fsSelection & mf.FS_SELECTION_USE_TYPO_METRICS),
            "fsSelection": os2.fsSelection,
        },
        "hasSTAT": "STAT" in f,
        "familyName": family,
        "styleName": name(f, 17) or name(f, 2),
        "postScriptName": name(f, 6),
        "glyphBounds": bounds,
        "timestamps": (f["head"].created, f["head"].modified),
    }
    f.close()
    return info


def check(path, info, family, cases):
    """The saved font against every case it serves: each table value the case gives, and the
    defaults (expected_tables) where it gives none."""
    hhea, os2 = info["hhea"], info["os2"]
    got = {
        "unitsPerEm": info["unitsPerEm"],
        "hhea_ascender": hhea["ascender"],
        "hhea_descender": hhea["descender"],
        "hhea_lineGap": hhea["lineGap"],
        "os2_capHeight": os2["capHeight"],
        "os2_xHeight": os2["xHeight"],
        "os2_version": os2["version"],
        "typo_ascender": os2["typoAscender"],
        "typo_descender": os2["typoDescender"],
        "typo_lineGap": os2["typoLineGap"],
        "win_ascent": os2["winAscent"],
        "win_descent": os2["winDescent"],
        "fsSelection": os2["fsSelection"],
        "use_typo_metrics_bit7": os2["useTypoMetrics"],
        "has_STAT": info["hasSTAT"],
    }
    assert set(got) == TABLE_VALUES
    for case in cases:
        values = table_values(case)
        for key, value in values.items():
            if key == "fsSelection" and isinstance(value, str):
                value = int(value, 16)
            if got[key] != value:
                fail(f"{path}: {key} is {got[key]!r}, case {case['id']} says {value!r}")
        want = expected_tables(values)
        defaults = {
            "unitsPerEm": want["unitsPerEm"],
            "hhea": (hhea["ascender"], hhea["descender"], hhea["lineGap"]),
            "typo": (os2["typoAscender"], os2["typoDescender"], os2["typoLineGap"]),
            "win": (os2["winAscent"], os2["winDescent"]),
            "capHeight": os2["capHeight"],
            "xHeight": os2["xHeight"],
            "os2Version": os2["version"],
            "fsSelection": os2["fsSelection"],
            "useTypoMetrics": os2["useTypoMetrics"],
            "hasSTAT": info["hasSTAT"],
        }
        for key, value in defaults.items():
            if want[key] != value:
                fail(f"{path}: {key} is {value!r}, expected {want[key]!r} for case {case['id']}")
        if not re.search(family["fontPattern"], case["font"]):
            fail(f"case {case['id']}: font {case['font']!r} is not {family['what']}")
    # Only the Helvetica case's font may, and must, be named Helvetica.
    if (info["familyName"] == "Helvetica") != (family["key"] == "Helvetica"):
        fail(f"{path}: family name {info['familyName']!r} for {family['what']}")
    if family["key"] != "Helvetica" and "helvetica" in info["familyName"].lower():
        fail(f"{path}: family name {info['familyName']!r} contains Helvetica")
    for char, top in (("H", os2["capHeight"]), ("x", os2["xHeight"])):
        b = info["glyphBounds"][char]
        if b is None or b["yMin"] != 0 or b["yMax"] != top:
            fail(f"{path}: glyph {char} bounds {b}, expected y 0..{top}")
    if info["timestamps"] != (mf.FIXED_TIMESTAMP, mf.FIXED_TIMESTAMP):
        fail(f"{path}: head timestamps {info['timestamps']}")


def main():
    with open(DATA, encoding="utf-8") as fp:
        data = json.load(fp)
    cases = [c for c in data["cases"] if c.get("kind") in LABEL_KINDS]
    other = sorted({c.get("kind") for c in data["cases"]} - set(LABEL_KINDS) - {"uifontmetrics"})
    if other:
        fail(f"unknown case kinds {other}")

    # Group the label cases by their table values.
    groups = {}
    for case in cases:
        key = json.dumps(table_values(case), sort_keys=True)
        groups.setdefault(key, []).append(case)
    by_family = {}
    for key, members in groups.items():
        families = {family_of(c["id"])["key"] for c in members}
        if len(families) != 1:
            fail(f"cases {[c['id'] for c in members]} share tables but belong to {sorted(families)}")
        family = families.pop()
        if family in by_family:
            fail(f"the {family} cases have more than one set of tables")
        by_family[family] = members
    if sorted(by_family) != sorted(f["key"] for f in FAMILIES):
        fail(f"table sets for {sorted(by_family)}, expected {sorted(f['key'] for f in FAMILIES)}")

    fonts, mapping = {}, {}
    for family in FAMILIES:
        members = by_family[family["key"]]
        values = table_values(members[0])
        path = build(family, expected_tables(values))
        info = read_back(path)
        check(path, info, family, members)
        del info["timestamps"]
        info["xHeightGiven"] = "os2_xHeight" in values
        fonts[family["file"]] = info
        for case in members:
            mapping[case["id"]] = family["file"]
        print(f"wrote {os.path.relpath(path)} ({os.path.getsize(path)} bytes, {len(members)} cases)")

    out = os.path.join(HERE, "cases.json")
    with open(out, "w", encoding="utf-8", newline="\n") as fp:
        json.dump({"about": ABOUT, "fonts": fonts, "cases": mapping}, fp, sort_keys=True, indent=2)
        fp.write("\n")
    print(f"wrote {os.path.relpath(out)} ({len(fonts)} fonts, {len(mapping)} cases)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
