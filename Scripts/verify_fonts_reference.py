"""The fontTools side of Scripts/verify-fonts.py: each face as fontTools reads it, through
Fixtures/fonts/read-tables.py (loaded by load_reference in each worker)."""

import argparse
import collections
import concurrent.futures
import importlib.util
import json
import logging
import os
import re
import subprocess
import sys
import time

try:
    import fontTools
    from fontTools.ttLib import TTCollection, TTFont
except ImportError:
    print("verify-fonts: fontTools is required but not installed "
          "(pip install fonttools brotli)", file=sys.stderr)
    sys.exit(2)

from verify_fonts_common import *  # noqa: F401,F403

# Set in each worker (and in the main process) by load_reference().
REF = None


def load_reference(path):
    """Import read-tables.py from its path (without writing __pycache__ next to it)."""
    global REF
    sys.dont_write_bytecode = True
    spec = importlib.util.spec_from_file_location("read_tables", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    REF = module
    logging.getLogger("fontTools").setLevel(logging.CRITICAL)


# ---------------------------------------------------------------- fontTools side

def wide_name(font, name_id):
    """fontprobe's documented name choice, applied to fontTools' records.

    Rank 0: (3,1,0x409) or (3,10,0x409); rank 1: (1,0,0) Mac Roman; rank 2:
    platform 0, or (3,1,*)/(3,10,*).  Empty strings are skipped; within a
    rank the first record in the table wins.  Returns (value, record) or None.
    """
    if "name" not in font:
        return None
    best = None
    for rec in font["name"].names:
        if rec.nameID != name_id:
            continue
        key = (rec.platformID, rec.platEncID, rec.langID)
        if rec.platformID == 3 and rec.platEncID in (1, 10) and rec.langID == 0x409:
            rank = 0
        elif key == (1, 0, 0):
            rank = 1
        elif rec.platformID == 0 or (rec.platformID == 3 and rec.platEncID in (1, 10)):
            rank = 2
        else:
            continue
        try:
            value = rec.toUnicode()
        except Exception:  # undecodable record: fontprobe drops it too
            continue
        if not value:
            continue
        if best is None or rank < best[0]:
            best = (rank, value, key)
    return None if best is None else (best[1], best[2])


def family_chain(font, getter, first, second):
    value = getter(font, first)
    return value if value is not None else getter(font, second)


def height(os2, field, bounds):
    if os2 is not None and os2[field] is not None and os2[field] != 0:
        return {"units": os2[field], "source": "os2"}
    if bounds is not None:
        return {"units": bounds["yMax"], "source": "glyph"}
    return {"units": None, "source": "none"}


def read_face(font, index, count):
    head = font["head"]
    face = {"faceIndex": index, "faceCount": count, "unitsPerEm": head.unitsPerEm}
    face["fontBounds"] = {"xMin": head.xMin, "yMin": head.yMin, "xMax": head.xMax, "yMax": head.yMax}
    hhea, os2 = REF.vertical_tables(font)
    tables = {"hhea": hhea, "os2": os2}
    face["tables"] = tables
    face["hasSTAT"] = "STAT" in font

    get = REF.get_name
    face["familyName"] = family_chain(font, get, 16, 1)
    face["styleName"] = family_chain(font, get, 17, 2)
    face["postScriptName"] = get(font, 6)

    def wide(first, second):
        hit = wide_name(font, first)
        if hit is None and second is not None:
            hit = wide_name(font, second)
        return hit

    face["_wideNames"] = {
        "familyName": wide(16, 1),
        "styleName": wide(17, 2),
        "postScriptName": wide(6, None),
    }

    cmap = font.getBestCmap() or {}
    if any(tag in font for tag in ("glyf", "CFF ", "CFF2")):
        glyph_set = font.getGlyphSet()
        bounds = {
            "H": REF.glyph_bounds(font, glyph_set, cmap, 0x48),
            "x": REF.glyph_bounds(font, glyph_set, cmap, 0x78),
        }
    else:  # bitmap-only (e.g. CBDT colour emoji): no outline to measure
        bounds = {"H": None, "x": None}
    face["glyphBounds"] = bounds
    face["capHeight"] = height(tables["os2"], "capHeight", bounds["H"])
    face["xHeight"] = height(tables["os2"], "xHeight", bounds["x"])
    return face


def sniff(path):
    try:
        with open(path, "rb") as fp:
            return fp.read(4)
    except OSError:
        return b""


def read_type1(path):
    from fontTools.t1Lib import T1Font
    font = T1Font(path)
    font.parse()
    return font.font.get("FontName")


def read_file(path):
    """Every face of the file as fontTools reads it, or why it cannot."""
    result = {"path": path, "faces": None, "error": None, "type1": None}
    try:
        if sniff(path) == b"ttcf":
            collection = TTCollection(path, lazy=True)
            fonts = list(collection.fonts)
        else:
            collection = None
            fonts = [TTFont(path, lazy=True)]
        faces = []
        for index, font in enumerate(fonts):
            try:
                faces.append(read_face(font, index, len(fonts)))
            except Exception as exc:
                faces.append({"faceIndex": index, "_error": f"{type(exc).__name__}: {exc}"})
        result["faces"] = faces
        for font in fonts:
            font.close()
        if collection is not None:
            collection.close()
    except Exception as exc:
        result["error"] = f"{type(exc).__name__}: {exc}"
        head = sniff(path)
        if path.lower().endswith(TYPE1_EXTENSIONS) or head[:2] in (b"%!", b"\x80\x01"):
            try:
                result["type1"] = read_type1(path) or "(no FontName)"
            except Exception as t1exc:
                result["type1"] = None
                result["error"] += f"; t1Lib: {type(t1exc).__name__}: {t1exc}"
    return result
