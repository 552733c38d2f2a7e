#!/usr/bin/env python3
"""Dump the metric-relevant table values of every fixture font to tables.json.

Reads every *.ttf, *.otf, *.woff and *.woff2 in this directory, and every face
of every *.ttc, with fontTools, independently of the code under test, and
writes tables.json (keys sorted, indent 2).  A single font's key is its file
name; a collection's faces are "NAME.ttc#0", "NAME.ttc#1", ...  For each face:

  unitsPerEm      head.unitsPerEm
  head            head.xMin/yMin/xMax/yMax as stored in the font
  hhea            raw signed ascender/descender/lineGap, or null
  os2             version, typo and win metrics, capHeight/xHeight (null if
                  OS/2 version < 2, where the fields do not exist) and
                  useTypoMetrics (fsSelection bit 7), or null
  hasSTAT         whether a STAT table is present
  familyName      name ID 16 if present, else ID 1
  styleName       name ID 17 if present, else ID 2
  postScriptName  name ID 6
                  (names prefer platform 3/1/0x409, then 1/0/0)
  glyphBounds     exact outline bounds (curve extrema, not the control box)
                  of the glyphs mapped from U+0048 'H' and U+0078 'x' by the
                  best cmap, in font units; null for a missing or empty glyph
  numGlyphs       maxp.numGlyphs
  outlineFormat   "TrueType" (glyf) or "CFF" (CFF/CFF2)
  variation       for a variable font: fvar axes (tag, min, default, max) and
                  named instances (subfamily name, coordinates, and glyphBounds of
                  'H' and 'x' at the instance, as above); else null

It also writes glyphs.json: for each face (keyed as above), every glyph in glyph order as
[name, advance (hmtx), xMin, yMin, xMax, yMax] with exact outline bounds (null bounds for a
glyph without an outline, or a font without outlines); the best cmap (else the symbol one) as
{"U+XXXX": glyphID}; and whether the font stores glyph names (CFF, or post format 2).

Usage: python3 Fixtures/fonts/read-tables.py [FONT_DIR]
Requires fontTools (pip install fonttools).
"""

import json
import logging
import os
import sys

try:
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.ttLib import TTCollection, TTFont
except ImportError:
    sys.exit("%s: fontTools is required (pip install fonttools)" % os.path.basename(__file__))

logging.getLogger("fontTools.ttLib.tables._h_e_a_d").setLevel(logging.ERROR)

HERE = os.path.dirname(os.path.abspath(__file__))

USE_TYPO_METRICS = 1 << 7
NAME_PREFERENCE = [(3, 1, 0x409), (1, 0, 0)]


def number(v):
    """Integral floats become ints so the JSON stays free of '.0' noise."""
    if isinstance(v, float) and v.is_integer():
        return int(v)
    return v


def get_name(font, name_id):
    if "name" not in font:
        return None
    table = font["name"]
    for platform_id, encoding_id, lang_id in NAME_PREFERENCE:
        record = table.getName(name_id, platform_id, encoding_id, lang_id)
        if record is not None:
            return record.toUnicode()
    return None


def glyph_bounds(font, glyph_set, cmap, codepoint):
    name = cmap.get(codepoint)
    if name is None or name not in glyph_set:
        return None
    pen = BoundsPen(glyph_set)
    glyph_set[name].draw(pen)
    if pen.bounds is None:
        return None
    x_min, y_min, x_max, y_max = pen.bounds
    return {
        "xMin": number(x_min),
        "yMin": number(y_min),
        "xMax": number(x_max),
        "yMax": number(y_max),
    }


def instance_glyph_bounds(font, cmap, coordinates):
    """The bounds of 'H' and 'x' with the outlines varied to `coordinates` (user space)."""
    glyph_set = font.getGlyphSet(location=coordinates)
    return {
        "H": glyph_bounds(font, glyph_set, cmap, 0x48),
        "x": glyph_bounds(font, glyph_set, cmap, 0x78),
    }


# fontprobe's default characters for glyphs-outside-line-box (U+0020-007E, U+00A0-017F), and
# the basic letters and digits whose ink a neighbouring line meets.
DEFAULT_CHARACTERS = list(range(0x20, 0x7F)) + list(range(0xA0, 0x180))
BASIC_CHARACTERS = list(range(0x30, 0x3A)) + list(range(0x41, 0x5B)) + list(range(0x61, 0x7B))


def ink_extremes(font, glyph_set, cmap):
    """The tallest and deepest glyph of the default characters, and the highest and lowest of the
    basic ones, each as [character, y]; the first in code point order on a tie."""
    def bounds(codepoints):
        found = []
        for cp in codepoints:
            b = glyph_bounds(font, glyph_set, cmap, cp)
            if b is not None:
                found.append((cp, b))
        return found
    every, basic = bounds(DEFAULT_CHARACTERS), bounds(BASIC_CHARACTERS)
    if not every:
        return None
    def pick(items, key, pick_max):
        best = None
        for cp, b in items:
            if best is None or (b[key] > best[1][key] if pick_max else b[key] < best[1][key]):
                best = (cp, b)
        return [chr(best[0]), best[1][key]]
    return {
        "tallest": pick(every, "yMax", True), "deepest": pick(every, "yMin", False),
        "highestBasic": pick(basic, "yMax", True) if basic else None,
        "lowestBasic": pick(basic, "yMin", False) if basic else None,
    }


def glyph_rows(font):
    """Every glyph as [name, advance, xMin, yMin, xMax, yMax], and the best cmap by code point."""
    order = font.getGlyphOrder()
    has_outlines = any(tag in font for tag in ("glyf", "CFF ", "CFF2"))
    glyph_set = font.getGlyphSet() if has_outlines else None
    rows = []
    for name in order:
        bounds = [None] * 4
        if glyph_set is not None:
            pen = BoundsPen(glyph_set)
            glyph_set[name].draw(pen)
            if pen.bounds is not None:
                bounds = [number(v) for v in pen.bounds]
        rows.append([name, font["hmtx"][name][0]] + bounds)
    index = {name: i for i, name in enumerate(order)}
    # getBestCmap leaves out a Windows symbol (3, 0) cmap, the only one a symbol font has.
    best = font.getBestCmap() or getattr(font["cmap"].getcmap(3, 0), "cmap", {})
    cmap = {"U+%04X" % code: index[name] for code, name in sorted(best.items())}
    # Stored names: CFF's, or post format 2's; format 3 has none (fontTools makes some up).
    named = "CFF " in font or "CFF2" in font or ("post" in font and font["post"].formatType == 2)
    return {"glyphs": rows, "cmap": cmap, "names": named}


def vertical_tables(font):
    """(hhea, os2) as dicts of raw values, each None when the table is absent."""
    hhea = None
    if "hhea" in font:
        table = font["hhea"]
        hhea = {"ascender": table.ascent, "descender": table.descent, "lineGap": table.lineGap}
    os2 = None
    if "OS/2" in font:
        table = font["OS/2"]
        has_heights = table.version >= 2
        os2 = {
            "version": table.version,
            "typoAscender": table.sTypoAscender,
            "typoDescender": table.sTypoDescender,
            "typoLineGap": table.sTypoLineGap,
            "winAscent": table.usWinAscent,
            "winDescent": table.usWinDescent,
            "capHeight": table.sCapHeight if has_heights else None,
            "xHeight": table.sxHeight if has_heights else None,
            "useTypoMetrics": bool(table.fsSelection & USE_TYPO_METRICS),
        }
    return hhea, os2


def read_font(path, font_number=-1):
    font = TTFont(path, lazy=False, fontNumber=font_number)
    head = font["head"]
    info = {
        "unitsPerEm": head.unitsPerEm,
        "head": {
            "xMin": head.xMin,
            "yMin": head.yMin,
            "xMax": head.xMax,
            "yMax": head.yMax,
        },
    }

    info["hhea"], info["os2"] = vertical_tables(font)

    info["hasSTAT"] = "STAT" in font

    family = get_name(font, 16)
    info["familyName"] = family if family is not None else get_name(font, 1)
    style = get_name(font, 17)
    info["styleName"] = style if style is not None else get_name(font, 2)
    info["postScriptName"] = get_name(font, 6)

    cmap = font.getBestCmap() or {}
    if any(tag in font for tag in ("glyf", "CFF ", "CFF2")):
        glyph_set = font.getGlyphSet()
        info["glyphBounds"] = {
            "H": glyph_bounds(font, glyph_set, cmap, 0x48),
            "x": glyph_bounds(font, glyph_set, cmap, 0x78),
        }
        info["ink"] = ink_extremes(font, glyph_set, cmap)
    else:  # bitmap-only (CBDT, sbix): no outline to measure
        info["glyphBounds"] = {"H": None, "x": None}
        info["ink"] = None

    info["numGlyphs"] = font["maxp"].numGlyphs
    if "glyf" in font:
        info["outlineFormat"] = "TrueType"
    elif "CFF " in font or "CFF2" in font:
        info["outlineFormat"] = "CFF"
    else:
        info["outlineFormat"] = None
    if "fvar" in font:
        fvar = font["fvar"]
        info["variation"] = {
            "axes": [
                {"tag": a.axisTag, "minimum": number(a.minValue), "defaultValue": number(a.defaultValue),
                 "maximum": number(a.maxValue)}
                for a in fvar.axes
            ],
            "namedInstances": [
                {"name": font["name"].getDebugName(i.subfamilyNameID),
                 "coordinates": {tag: number(v) for tag, v in i.coordinates.items()},
                 "glyphBounds": instance_glyph_bounds(font, cmap, i.coordinates)}
                for i in fvar.instances
            ],
        }
    else:
        info["variation"] = None
    font.close()
    return info


def main(argv):
    directory = os.path.abspath(argv[1]) if len(argv) > 1 else HERE
    files = sorted(
        f for f in os.listdir(directory)
        if f.lower().endswith((".ttf", ".otf", ".woff", ".woff2", ".ttc"))
    )
    if not files:
        print(f"read-tables: no font files in {directory}", file=sys.stderr)
        return 1
    tables = {}
    glyphs = {}
    for f in files:
        path = os.path.join(directory, f)
        faces = [(f"{f}#{i}", i) for i in range(len(TTCollection(path).fonts))] if f.lower().endswith(".ttc") \
            else [(f, -1)]
        for key, index in faces:
            tables[key] = read_font(path, index)
            font = TTFont(path, lazy=False, fontNumber=index)
            glyphs[key] = glyph_rows(font)
            font.close()
    out = os.path.join(directory, "tables.json")
    with open(out, "w", encoding="utf-8", newline="\n") as fp:
        json.dump(tables, fp, sort_keys=True, indent=2)
        fp.write("\n")
    print(f"wrote {os.path.relpath(out)} ({len(tables)} faces in {len(files)} files)")
    # One glyph per line: a fixture has up to a hundred glyphs, and indent=2 would give each number a line.
    out = os.path.join(directory, "glyphs.json")
    with open(out, "w", encoding="utf-8", newline="\n") as fp:
        fp.write("{\n")
        for n, key in enumerate(sorted(glyphs)):
            face = glyphs[key]
            fp.write(f"  {json.dumps(key)}: {{\n    \"cmap\": {json.dumps(face['cmap'], sort_keys=True)},\n")
            fp.write(f"    \"names\": {json.dumps(face['names'])},\n")
            fp.write('    "glyphs": [\n')
            fp.write(",\n".join("      " + json.dumps(row) for row in face["glyphs"]))
            fp.write("\n    ]\n  }" + ("," if n + 1 < len(glyphs) else "") + "\n")
        fp.write("}\n")
    print(f"wrote {os.path.relpath(out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
