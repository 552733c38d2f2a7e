#!/usr/bin/env python3
"""The fontTools contender of `make bench`: read the header fields fontprobe reports.

Usage:
  python fonttools_read.py [--processes N] FILE...
  python fonttools_read.py [--processes N] --list LISTFILE     (one path per line)

For every face of every file: head.unitsPerEm; hhea ascent, descent,
lineGap; OS/2 version, sTypoAscender/Descender/LineGap, usWinAscent/Descent,
sCapHeight/sxHeight (version >= 2), fsSelection bit 7 (USE_TYPO_METRICS);
family and style name (name IDs 16 else 1, 17 else 2); whether a STAT table
exists; and, in a face whose head box reaches beyond the hhea ascender or
descender, the outline bounds of every glyph of U+0020-007E and U+00A0-017F
(BoundsPen), as `fontprobe audit` measures them for glyphs-outside-line-box.
Collections (.ttc/.otc, or a file starting with b"ttcf") are read
with TTCollection, everything else with TTFont (fontTools decodes WOFF and,
with brotli installed, WOFF2); both lazily, so only the tables asked for are
decompiled.  A file fontTools cannot read counts as an error; the run goes on.

Prints one line of JSON: {"files":N,"faces":N,"errors":N}.  The default is a
single process; --processes N spreads the files over N worker processes.
"""

import argparse
import json
import logging
import multiprocessing
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTCollection, TTFont

COLLECTION_EXTENSIONS = (".ttc", ".otc")


def read_face(font):
    """The fields of one face, as a tuple (kept so the reads are not optimised away)."""
    head = font["head"]
    hhea = font["hhea"] if "hhea" in font else None
    os2 = font["OS/2"] if "OS/2" in font else None
    name = font["name"] if "name" in font else None
    fields = [head.unitsPerEm]
    if hhea is not None:
        fields += [hhea.ascent, hhea.descent, hhea.lineGap]
    if os2 is not None:
        fields += [os2.version, os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap,
                   os2.usWinAscent, os2.usWinDescent, bool(os2.fsSelection & 0x80)]
        if os2.version >= 2:
            fields += [os2.sCapHeight, os2.sxHeight]
    if name is not None:
        fields += [name.getBestFamilyName(), name.getBestSubFamilyName()]
    fields.append("STAT" in font)
    if hhea is not None and (head.yMax > hhea.ascent or head.yMin < -abs(hhea.descent)):
        fields += measure_glyphs(font)
    return tuple(fields)


DEFAULT_CHARACTERS = list(range(0x20, 0x7F)) + list(range(0xA0, 0x180))


def measure_glyphs(font):
    """The vertical extent of the outline of each default character's glyph."""
    cmap = font.getBestCmap() or {}
    glyph_set = font.getGlyphSet()
    extents = []
    for codepoint in DEFAULT_CHARACTERS:
        name = cmap.get(codepoint)
        if name is None:
            continue
        pen = BoundsPen(glyph_set)
        glyph_set[name].draw(pen)
        if pen.bounds is not None:
            extents.append(pen.bounds[3] - pen.bounds[1])
    return extents


def is_collection(path):
    if path.lower().endswith(COLLECTION_EXTENSIONS):
        return True
    with open(path, "rb") as fp:
        return fp.read(4) == b"ttcf"


def read_file(path):
    """(faces, errors) for one file."""
    try:
        if is_collection(path):
            collection = TTCollection(path, lazy=True)
            fonts = list(collection.fonts)
        else:
            collection = None
            fonts = [TTFont(path, lazy=True)]
    except Exception:
        return 0, 1
    faces = errors = 0
    for font in fonts:
        try:
            read_face(font)
            faces += 1
        except Exception:
            errors += 1
    # The faces of a collection share one file: close it once, after the last face.
    if collection is not None:
        collection.close()
    else:
        fonts[0].close()
    return faces, errors


def read_list(listfile):
    with open(listfile, encoding="utf-8") as fp:
        return [line.rstrip("\r\n") for line in fp if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--list", metavar="LISTFILE")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    if args.list and args.files or not args.list and not args.files or args.processes < 1:
        parser.error("give either FILE... or --list LISTFILE, and --processes >= 1")
    paths = read_list(args.list) if args.list else args.files
    logging.getLogger("fontTools").setLevel(logging.CRITICAL)

    if args.processes == 1:
        results = map(read_file, paths)
    else:
        pool = multiprocessing.Pool(args.processes, initializer=logging.getLogger("fontTools").setLevel,
                                    initargs=(logging.CRITICAL,))
        results = pool.imap_unordered(read_file, paths, chunksize=1)
    faces = errors = 0
    for file_faces, file_errors in results:
        faces += file_faces
        errors += file_errors
    if args.processes != 1:
        pool.close()
        pool.join()
    print(json.dumps({"files": len(paths), "faces": faces, "errors": errors},
                     separators=(",", ":")))


if __name__ == "__main__":
    sys.exit(main())
