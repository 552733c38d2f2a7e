#!/usr/bin/env python3
"""Check fontprobe against an independent fontTools reading of real font files.

Usage:
  python3 Scripts/verify-fonts.py --fontprobe PATH [--package PKG ...]
                                  [--json-out FILE] [--jobs N] [PATH ...]

Collects font files from each --package (the regular files `dpkg -L PKG`
lists; symlinked directories in the listing are not followed, and a file
reached through several symlinks is checked once) and from each PATH (a file
is taken as given; a directory is searched recursively).  For every file it
runs

  fontprobe metrics FILE --format json --size 17 --scale 3     (60 s timeout)

and reads the same file with fontTools (every face of a .ttc/.otc; WOFF and
WOFF2 too), reusing Fixtures/fonts/read-tables.py (name lookup, glyph
bounds), and classifies each face:

  match     every compared field is equal
  mismatch  some field differs; both values are listed
  refused   fontprobe exits 2 and prints exactly one stderr line per refused
            file or face, "fontprobe: cannot read 'FILE': REASON", matching
            its JSON "errors" entry; whether fontTools can read the file is
            recorded alongside
  other     anything else: another exit code, a timeout, a signal, extra or
            malformed stderr lines, invalid JSON, a face fontprobe neither
            reports nor refuses, or a face it reports that fontTools cannot
            read

A file refused as a whole counts once, whatever its number of faces.

Compared fields, per face: faceIndex, faceCount, unitsPerEm, tables.hhea
(ascender, descender, lineGap), tables.os2 (version, typoAscender,
typoDescender, typoLineGap, winAscent, winDescent, capHeight, xHeight,
useTypoMetrics), hasSTAT, familyName, styleName, postScriptName, fontBounds (head), glyphBounds
(H, x; null also when the font has no glyf, CFF or CFF2 outlines, as in a
bitmap-only colour emoji font), capHeight and xHeight {units, source}.  Keys
fontprobe adds inside these objects are not compared.  The expected cap/x
height is OS/2 sCapHeight/sxHeight when the OS/2 version is >= 2 and the
value is not 0 (source "os2"), else the top (yMax) of the 'H'/'x' outline
("glyph"), else null ("none").  Variable fonts are compared at their default
instance, which is what both the raw tables and fontTools' default glyph set
describe.

Names: the reference is read-tables.py's rule (name ID 16 else 1, 17 else 2,
and 6, each from record (3,1,0x409), else (1,0,0)).  fontprobe also accepts
(3,10,0x409) at the first rank, skips empty records and falls back to any
other Unicode record (platform 0, or platform 3 encoding 1/10 in another
language).  A name that differs from the reference but equals what that
wider rule picks from the fontTools records is not hidden: the face is
counted as "match" and listed under "names decided by a record outside
read-tables.py's preference list".  Any other name difference is a mismatch.

File selection: extensions .ttf .otf .ttc .otc .woff .woff2 (OpenType and
its containers) and .pfb .pfa .t1 .eot (Type 1 and Embedded OpenType, fonts
a user may well point fontprobe at, which it must refuse with a clear
reason).  Skipped: metrics-only and auxiliary files (.afm .pfm .enc .map),
SVG fonts (.svg, shared with ordinary images) and everything else.

Exit status: 0 when every entry is match or refused, 1 when there is any
mismatch or other, 2 for a usage error (no fontTools, no fontprobe, a
package that is not installed, no font files).

Requires fontTools (pip install fonttools; brotli for WOFF2).
"""

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

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from verify_fonts_common import *  # noqa: E402,F401,F403 (the constants)
from verify_fonts_reference import *  # noqa: E402,F401,F403 (fontTools' reading of each face)
from verify_fonts_compare import *  # noqa: E402,F401,F403 (fontprobe's, and the comparison)


# ---------------------------------------------------------------- collection

def package_files(package):
    status = subprocess.run(["dpkg-query", "-W", "-f=${Status}", package],
                            capture_output=True, text=True)
    if status.returncode != 0 or "install ok installed" not in status.stdout:
        print(f"verify-fonts: package {package} is not installed "
              f"({status.stdout.strip() or status.stderr.strip()})", file=sys.stderr)
        sys.exit(2)
    listing = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True, check=True)
    files = []
    for line in listing.stdout.splitlines():
        line = line.strip()
        if line and os.path.isfile(line):
            files.append(line)
    return files


def walk(path):
    if os.path.isfile(path) or not os.path.isdir(path):
        return [path], True
    found = []
    for root, dirs, names in os.walk(path):
        dirs.sort()
        for name in sorted(names):
            found.append(os.path.join(root, name))
    return found, False


def is_font_name(path):
    return path.lower().endswith(FONT_EXTENSIONS)


# ---------------------------------------------------------------- report

def format_value(value):
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


def report(records, sources, skipped, duplicates, binary, elapsed, out):
    w = out.write
    classes = ("match", "mismatch", "refused", "other")
    w(f"fontprobe: {binary}\n")
    w(f"fontTools: {fontTools.version}\n")
    w(f"command per file: fontprobe metrics FILE {' '.join(FONTPROBE_ARGS)}\n")
    w(f"files checked: {len(records)}; skipped (not a font by extension): {skipped}; "
      f"duplicate paths to an already listed file: {duplicates}\n\n")

    width = max([len(s) for s in sources] + [len("total"), 6])
    header = f"{'source':<{width}}  {'files':>5}  {'faces':>5}  " + "  ".join(f"{c:>8}" for c in classes)
    w(header + "\n")
    totals = collections.Counter()
    for source in sources:
        recs = [r for r in records if r["source"] == source]
        counts = collections.Counter()
        faces = 0
        for r in recs:
            faces += r["faces"]
            for e in r["entries"]:
                counts[e["class"]] += 1
        totals.update(counts)
        totals["files"] += len(recs)
        totals["faces"] += faces
        w(f"{source:<{width}}  {len(recs):>5}  {faces:>5}  "
          + "  ".join(f"{counts[c]:>8}" for c in classes) + "\n")
    w(f"{'total':<{width}}  {totals['files']:>5}  {totals['faces']:>5}  "
      + "  ".join(f"{totals[c]:>8}" for c in classes) + "\n")
    w("(faces: faces fontTools reads, or fontprobe reports; class counts are per face, "
      "a file refused or failing as a whole counts once)\n\n")

    def where(r, e):
        return r["path"] + (f" (face {e['face']})" if e.get("face") is not None else "")

    # Mismatches grouped by the set of differing fields.
    groups = collections.OrderedDict()
    for r in records:
        for e in r["entries"]:
            if e["class"] == "mismatch":
                key = tuple(d["field"] for d in e["differences"])
                groups.setdefault(key, []).append((r, e))
    w(f"Mismatches: {sum(len(v) for v in groups.values())}\n")
    for key, items in groups.items():
        w(f"  fields {', '.join(key)} ({len(items)}):\n")
        for r, e in items:
            w(f"    {where(r, e)}\n")
            for d in e["differences"]:
                w(f"      {d['field']}: fontprobe {format_value(d['fontprobe'])}, "
                  f"fontTools {format_value(d['fontTools'])}\n")
    w("\n")

    reasons = collections.OrderedDict()
    for r in records:
        for e in r["entries"]:
            if e["class"] == "refused":
                reasons.setdefault(e["reason"], []).append((r, e))
    w(f"Refusals: {sum(len(v) for v in reasons.values())} ({len(reasons)} distinct reasons)\n")
    for reason, items in reasons.items():
        w(f"  {reason!s} ({len(items)})\n")
        w(f"    e.g. {items[0][1]['message']}\n")
        ft = collections.Counter(e["fontTools"].split(" (")[0] for _, e in items)
        w(f"    fontTools: " + "; ".join(f"{k} ({n})" for k, n in ft.items()) + "\n")
        readable = [where(r, e) for r, e in items if e["fontToolsReadsSFNT"]]
        for path in readable:
            w(f"    refused although fontTools reads it as OpenType: {path}\n")
    w("\n")

    notes = [(r, e) for r in records for e in r["entries"] if e.get("nameRule")]
    w(f"Names decided by a record outside read-tables.py's preference list "
      f"(counted as match): {len(notes)} faces\n")
    for r, e in notes:
        for n in e["nameRule"]:
            w(f"  {where(r, e)}: {n['field']} fontprobe {format_value(n['fontprobe'])} "
              f"from record {tuple(n['record'])}; read-tables.py gives "
              f"{format_value(n['fontTools'])}\n")
    w("\n")

    others = [(r, e) for r in records for e in r["entries"] if e["class"] == "other"]
    w(f"Other (crash, timeout, malformed output): {len(others)}\n")
    for r, e in others:
        w(f"  {where(r, e)}: {e['detail']}\n")
    w("\n")

    slow = sorted(records, key=lambda r: -r["fontprobeSeconds"])[:3]
    w("slowest fontprobe runs: " + "; ".join(
        f"{os.path.basename(r['path'])} {r['fontprobeSeconds']:.2f}s" for r in slow) + "\n")
    w(f"elapsed: {elapsed:.1f} s\n")
    failed = totals["mismatch"] + totals["other"]
    w(f"result: {'FAIL' if failed else 'PASS'} ({totals['mismatch']} mismatch, "
      f"{totals['other']} other)\n")
    return 1 if failed else 0


# ---------------------------------------------------------------- main

def main(argv):
    parser = argparse.ArgumentParser(
        description="Compare fontprobe's raw table fields with fontTools on real font files.")
    parser.add_argument("--fontprobe", required=True, help="the fontprobe binary")
    parser.add_argument("--package", action="append", default=[],
                        help="a Debian package whose font files to check (repeatable)")
    parser.add_argument("--json-out", help="write every per-file result to this JSON file")
    parser.add_argument("--jobs", type=int, default=2,
                        help="worker processes for fontTools and parallel fontprobe runs (default 2)")
    parser.add_argument("--timeout", type=float, default=60, help="seconds per fontprobe run")
    parser.add_argument("--reference", default=DEFAULT_REFERENCE,
                        help="path of read-tables.py (default: Fixtures/fonts/read-tables.py)")
    parser.add_argument("paths", nargs="*", metavar="PATH", help="font files or directories")
    args = parser.parse_args(argv[1:])

    if not (os.path.isfile(args.fontprobe) and os.access(args.fontprobe, os.X_OK)):
        print(f"verify-fonts: {args.fontprobe} is not an executable file", file=sys.stderr)
        return 2
    if not os.path.isfile(args.reference):
        print(f"verify-fonts: cannot find read-tables.py at {args.reference}", file=sys.stderr)
        return 2
    if not args.package and not args.paths:
        parser.error("give at least one --package or PATH")
    try:
        import brotli  # noqa: F401  (WOFF2)
    except ImportError:
        print("verify-fonts: warning: brotli is not installed; fontTools cannot read WOFF2 "
              "(pip install brotli)", file=sys.stderr)
    load_reference(args.reference)

    start = time.monotonic()
    sources, todo, seen = [], [], set()
    skipped = duplicates = 0
    for package in args.package:
        sources.append(package)
        for path in package_files(package):
            if not is_font_name(path):
                skipped += 1
                continue
            real = os.path.realpath(path)
            if real in seen:
                duplicates += 1
                continue
            seen.add(real)
            todo.append((package, path))
    for given in args.paths:
        sources.append(given)
        found, explicit = walk(given)
        for path in found:
            if not explicit and not is_font_name(path):
                skipped += 1
                continue
            real = os.path.realpath(path)
            if real in seen and os.path.exists(path):
                duplicates += 1
                continue
            seen.add(real)
            todo.append((given, path))
    if not todo:
        print("verify-fonts: no font files found", file=sys.stderr)
        return 2

    def size(item):
        try:
            return os.path.getsize(item[1])
        except OSError:
            return 0

    order = sorted(todo, key=lambda item: -size(item))  # big files first: better balance
    jobs = max(1, args.jobs)
    with concurrent.futures.ProcessPoolExecutor(
            max_workers=jobs, initializer=load_reference, initargs=(args.reference,)) as pool, \
            concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as threads:
        ft_futures = {item: pool.submit(read_file, item[1]) for item in order}
        fp_futures = {item: threads.submit(run_fontprobe, args.fontprobe, item[1], args.timeout)
                      for item in order}
        records = []
        for item in todo:
            source, path = item
            probe = fp_futures[item].result()
            try:
                ref = ft_futures[item].result()
            except Exception as exc:  # a worker died
                ref = {"path": path, "faces": None, "error": f"worker failed: {exc}", "type1": None}
            entries = classify(path, probe, ref)
            faces = len(ref["faces"]) if ref["faces"] is not None else \
                sum(1 for e in entries if e.get("face") is not None)
            records.append({
                "source": source, "path": path, "faces": faces, "entries": entries,
                "fontprobeExit": probe["rc"], "fontprobeTimeout": probe["timeout"],
                "fontprobeStderr": probe["stderr"].decode("utf-8", "replace"),
                "fontprobeSeconds": round(probe["seconds"], 3),
                "fontToolsError": ref["error"], "fontToolsType1": ref["type1"],
            })
    elapsed = time.monotonic() - start

    status = report(records, sources, skipped, duplicates, args.fontprobe, elapsed, sys.stdout)
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as fp:
            json.dump({"fontprobe": args.fontprobe, "fontTools": fontTools.version,
                       "elapsedSeconds": round(elapsed, 1), "files": records},
                      fp, indent=2, sort_keys=True, ensure_ascii=False)
            fp.write("\n")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
