"""Skia's font metrics of each font given, at each text size given: the oracle of AndroidSkiaTests.

Reads every face with skia-python (PyPI), the Skia that Android's text stack is built on, and prints
one JSON object: {path: [[textSize, fTop, fAscent, fDescent, fBottom, fCapHeight, fFlags,
unhinted fCapHeight, fLeading], ...]}, or null for a file Skia cannot open. Sizes are device pixels (sp ×
density). Skia measures the cap height of a font without an OS/2 cap height on the glyph 'H' at
the size, hinted as the font object is (skia-python's default is normal hinting); the last value is
that height without hinting.

    python3 skia_metrics.py --sizes 12,13.5 FONT...
"""

import argparse
import json

import skia

parser = argparse.ArgumentParser()
parser.add_argument("--sizes", required=True)
parser.add_argument("fonts", nargs="+")
arguments = parser.parse_args()
sizes = [float(size) for size in arguments.sizes.split(",")]

result = {}
for path in arguments.fonts:
    typeface = skia.Typeface.MakeFromFile(path)
    if typeface is None:
        result[path] = None
        continue
    rows = []
    for size in sizes:
        font = skia.Font(typeface, size)
        m = font.getMetrics()
        font.setHinting(skia.FontHinting.kNone)
        unhinted = font.getMetrics().fCapHeight
        rows.append([size, m.fTop, m.fAscent, m.fDescent, m.fBottom, m.fCapHeight, m.fFlags, unhinted, m.fLeading])
    result[path] = rows
print(json.dumps(result))
