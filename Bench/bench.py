#!/usr/bin/env python3
"""Time `fontprobe audit` against fontTools and the FreeType floor over one corpus, and
fontprobe's pictures and HTML report against its own JSON audit.

Usage:
  python3 Bench/bench.py [--fontprobe PATH] [--fontprobe-args ARGS] [--ftfloor PATH]
                         [--python PATH] [--rounds N] [--markdown] [--out DIR]
                         [--save-golden FILE] [--golden FILE]

The corpus is every font file (.ttf .otf .ttc .otc .woff .woff2) that the
Debian packages in PACKAGES install, one path per real file, listed in
OUT/corpus.txt.  Each contender runs once to warm the page cache, then
--rounds times, round-robin, so that noise on the machine falls on every
contender alike.  Reported: the median wall time, files per second, the faces
each one found, the peak resident set (ru_maxrss from wait4, max over the
rounds) and fontprobe's speed divided by the contender's.  Two more rows run in
the same rounds and are reported as ratios to the JSON audit with 2 jobs:
`audit --format html` over the corpus, and `render` of one font's default sheet
(RENDER_FONT, from the corpus).  Then the targets of docs/benchmark.md; the exit
status is 1 if one is missed, else 0 (2 for a usage error).

Python standard library only, so it runs under the system python3; fontTools
is only needed in the interpreter given by --python.
"""

import argparse
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys
import time

from bench_report import (audit_digest, compare_golden, fontprobe_faces, fontprobe_rows, html_faces,
                          json_faces, png_sheets, print_table, rows)

# Every font package the bench installs, and the ones they bring with them (fonts-dejavu-core with
# fonts-dejavu-extra) or that a desktop has anyway (fonts-liberation): their font files are every
# font under /usr/share/fonts of a machine that ran `make bench`, Noto CJK's collections and the
# variable fonts of fonts-inter-variable among them (docs/benchmark.md#corpus).
PACKAGES = (
    "fonts-noto-core", "fonts-noto-cjk", "fonts-roboto-unhinted", "fonts-open-sans",
    "fonts-lato", "fonts-inter", "fonts-inter-variable", "fonts-liberation", "fonts-liberation2",
    "fonts-texgyre", "fonts-urw-base35", "fonts-cantarell", "fonts-dejavu-core",
    "fonts-dejavu-extra", "fonts-font-awesome",
)
FONT_EXTENSIONS = (".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2")

# The one place that says how fontprobe is run; {jobs} becomes 1 or 2 and {list}
# the corpus list, which every contender reads from the same file.
FONTPROBE_ARGS = "audit --quiet --format json --jobs {jobs} --files-from {list}"

# The HTML report of the same audit, and one font's default sheet (`render` with no options but
# the output), from the corpus; {font} becomes RENDER_FONT's path.
FONTPROBE_HTML_ARGS = "audit --quiet --format html --jobs {jobs} --files-from {list}"
FONTPROBE_RENDER_ARGS = "render {font} -o -"
RENDER_FONT = "Lato-Regular.ttf"

# Targets (docs/benchmark.md), for fontprobe with 2 jobs.
MIN_SPEEDUP_OVER_FONTTOOLS = 3.0
MIN_RATIO_TO_FLOOR = 0.85
MAX_PEAK_RSS_MB = 100.0
# The HTML report costs at most this many times the JSON audit; a sheet renders in under this.
MAX_HTML_TO_JSON = 3.0
MAX_SHEET_SECONDS = 0.1

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def fail(message):
    print(f"bench: {message}", file=sys.stderr)
    sys.exit(2)


# ---------------------------------------------------------------- corpus

def build_corpus(out_dir):
    """Paths of the corpus (sorted, one per real file), written to OUT/corpus.txt."""
    candidates = []
    for package in PACKAGES:
        listing = subprocess.run(["dpkg", "-L", package], capture_output=True, text=True)
        if listing.returncode != 0:
            fail(f"package {package} is not installed ({listing.stderr.strip()}); "
                 f"`make bench` installs it")
        for line in listing.stdout.splitlines():
            path = line.strip()
            if path.lower().endswith(FONT_EXTENSIONS) and os.path.isfile(path):
                candidates.append(path)
    seen = set()
    paths = []
    for path in sorted(set(candidates)):
        real = os.path.realpath(path)
        if real not in seen:
            seen.add(real)
            paths.append(path)
    if not paths:
        fail("the packages install no font files")
    with open(os.path.join(out_dir, "corpus.txt"), "w", encoding="utf-8") as fp:
        fp.write("".join(p + "\n" for p in paths))
    return paths


# ---------------------------------------------------------------- running

class Contender:
    def __init__(self, key, label, argv, count_faces):
        self.key = key
        self.label = label
        self.argv = argv
        self.count_faces = count_faces  # parses the stdout file -> number of faces
        self.seconds = []
        self.peak_kib = 0
        self.peak_exact = False  # False: at most peak_kib (see run_once)
        self.faces = None
        self.note = ""


def run_once(contender, out_dir):
    """Runs the contender once: wall seconds, ru_maxrss (KiB), whether that is exact.

    Linux carries the parent's peak RSS into the child's ru_maxrss when the
    child (forked from this Python process) calls exec.  So a child's ru_maxrss
    is max(this process's peak at launch, the child's own peak): above the
    launcher's figure it is the child's peak; equal to it, it only bounds it.
    """
    stdout_path = os.path.join(out_dir, f"{contender.key}.out")
    stderr_path = os.path.join(out_dir, f"{contender.key}.err")
    with open(stdout_path, "wb") as out, open(stderr_path, "wb") as err:
        launcher_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        start = time.perf_counter()
        proc = subprocess.Popen(contender.argv, stdout=out, stderr=err, stdin=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - start
        proc.returncode = os.waitstatus_to_exitcode(status)
    code = proc.returncode
    # fontprobe exits 2 when some file is unreadable: reported, not a bench failure.
    allowed = (0, 2) if contender.key.startswith("fontprobe") else (0,)
    if code not in allowed:
        with open(stderr_path, encoding="utf-8", errors="replace") as fp:
            tail = fp.read()[-2000:]
        fail(f"{contender.label} exited with {code}: {shlex.join(contender.argv[:6])} ...\n{tail}")
    with open(stdout_path, encoding="utf-8", errors="replace") as fp:
        text = fp.read()
    try:
        faces = contender.count_faces(text)
    except (ValueError, KeyError, TypeError) as exc:
        fail(f"{contender.label}: cannot read its output {stdout_path} ({exc})")
    if contender.faces is not None and faces != contender.faces:
        fail(f"{contender.label} found {faces} faces, {contender.faces} in an earlier run")
    contender.faces = faces
    if code == 2:
        contender.note = "exit 2: some files unreadable"
    return seconds, usage.ru_maxrss, usage.ru_maxrss > launcher_kib


def run_all(contenders, rounds, out_dir):
    for contender in contenders:  # warm-up: page cache, venv imports, dynamic loader
        print(f"warm-up: {contender.label}", file=sys.stderr, flush=True)
        run_once(contender, out_dir)
    for round_index in range(rounds):
        print(f"round {round_index + 1}/{rounds}", file=sys.stderr, flush=True)
        # Rotate the order every round so that no contender always runs first or last.
        shift = round_index % len(contenders)
        for contender in contenders[shift:] + contenders[:shift]:
            seconds, kib, exact = run_once(contender, out_dir)
            contender.seconds.append(seconds)
            if kib > contender.peak_kib:
                contender.peak_kib, contender.peak_exact = kib, exact
            elif kib == contender.peak_kib:
                contender.peak_exact = contender.peak_exact or exact


# ---------------------------------------------------------------- targets

def check_targets(by_key, files, instances, golden=None):
    probe, fonttools, floor = by_key["fontprobe2"], by_key["fonttools1"], by_key["ftfloor2"]

    def speed(c):
        return files / statistics.median(c.seconds)

    over_fonttools = speed(probe) / speed(fonttools)
    to_floor = speed(probe) / speed(floor)
    peak_mb = probe.peak_kib / 1024
    checks = [
        (over_fonttools >= MIN_SPEEDUP_OVER_FONTTOOLS,
         f"fontprobe >= {MIN_SPEEDUP_OVER_FONTTOOLS:g}x fontTools (1 process): "
         f"{speed(probe):.0f} vs {speed(fonttools):.0f} files/s = {over_fonttools:.2f}x"),
        (to_floor >= MIN_RATIO_TO_FLOOR,
         f"fontprobe >= {MIN_RATIO_TO_FLOOR:g}x ftfloor (2 threads): "
         f"{speed(probe):.0f} vs {speed(floor):.0f} files/s = {to_floor:.2f}x"),
        (peak_mb < MAX_PEAK_RSS_MB,
         f"fontprobe peak RSS < {MAX_PEAK_RSS_MB:g} MB: {'' if probe.peak_exact else '<= '}"
         f"{peak_mb:.1f} MB"),
        (probe.faces == fonttools.faces,
         f"fontprobe faces == fontTools faces: {probe.faces} vs {fonttools.faces}"),
    ]
    probe_instances, floor_instances = instances
    checks.append((probe_instances == floor_instances,
                   f"ftfloor measures the named instances fontprobe audits as faces of their own: "
                   f"{floor_instances} vs {probe_instances}"))
    html, sheet = by_key.get("own-html"), by_key.get("own-render")
    if html:
        html_ratio = statistics.median(html.seconds) / statistics.median(probe.seconds)
        # A card per row: a face, or a named instance of a variable face.
        probe_rows = probe.faces + probe_instances
        checks.append((html_ratio <= MAX_HTML_TO_JSON and html.faces == probe_rows,
                       f"audit --format html <= {MAX_HTML_TO_JSON:g}x the JSON audit: "
                       f"{statistics.median(html.seconds):.3f} vs {statistics.median(probe.seconds):.3f} s = "
                       f"{html_ratio:.2f}x, {html.faces} face cards for {probe_rows} rows"))
    if sheet:
        sheet_seconds = statistics.median(sheet.seconds)
        checks.append((sheet_seconds < MAX_SHEET_SECONDS,
                       f"one default sheet (render {RENDER_FONT}) < {MAX_SHEET_SECONDS * 1000:g} ms as a "
                       f"whole process: {sheet_seconds * 1000:.1f} ms, "
                       f"{sheet_seconds / statistics.median(probe.seconds):.2f}x the JSON audit"))
    if golden is not None:
        with open(golden["run"], encoding="utf-8") as fp:
            checks.append(compare_golden(audit_digest(fp.read()), golden["digest"]))
    for met, text in checks:
        print(f"  {'met   ' if met else 'MISSED'}  {text}")
    return all(met for met, _ in checks)


# ---------------------------------------------------------------- main

def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--fontprobe", default=os.path.join(ROOT, ".build", "release", "fontprobe"),
                        help="fontprobe binary (default: .build/release/fontprobe)")
    parser.add_argument("--fontprobe-args", default=FONTPROBE_ARGS,
                        help=f"fontprobe arguments before the files; {{jobs}} is 1 or 2 "
                             f"(default: {FONTPROBE_ARGS!r})")
    parser.add_argument("--ftfloor", default=os.path.join(ROOT, ".build-bench", "ftfloor"),
                        help="ftfloor binary (default: .build-bench/ftfloor)")
    parser.add_argument("--python", default=os.path.join(ROOT, ".build-bench", "venv", "bin", "python"),
                        help="a python with fontTools and brotli (default: .build-bench/venv/bin/python)")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds (default: 5)")
    parser.add_argument("--out", default=os.path.join(ROOT, ".build-bench"),
                        help="corpus list and outputs (default: .build-bench)")
    parser.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    parser.add_argument("--save-golden", metavar="FILE",
                        help="write the faces and findings of the JSON audit (2 jobs) to FILE")
    parser.add_argument("--golden", metavar="FILE",
                        help="a target more: the JSON audit has exactly the faces and findings saved in FILE")
    args = parser.parse_args()
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    golden_digest = None
    if args.golden:
        try:
            with open(args.golden, encoding="utf-8") as fp:
                golden_digest = json.load(fp)
        except (OSError, ValueError) as error:
            fail(f"cannot read the golden audit {args.golden}: {error}")
    for what, path in (("fontprobe", args.fontprobe), ("ftfloor", args.ftfloor), ("python", args.python)):
        if not os.access(path, os.X_OK):
            fail(f"{what} not found at {path} (run `make bench`, or pass --{what})")
    os.makedirs(args.out, exist_ok=True)

    paths = build_corpus(args.out)
    mib = sum(os.path.getsize(p) for p in paths) / 2**20
    script = os.path.join(HERE, "fonttools_read.py")
    probe_args = shlex.split(args.fontprobe_args)

    listing = os.path.join(args.out, "corpus.txt")

    def probe_argv(jobs, arguments=probe_args):
        return [args.fontprobe] + [a.replace("{jobs}", str(jobs)).replace("{list}", listing) for a in arguments]

    render_font = next((p for p in paths if os.path.basename(p) == RENDER_FONT), None)
    if render_font is None:
        fail(f"{RENDER_FONT} is not in the corpus (fonts-lato installs it)")

    contenders = [
        Contender("fontprobe2", "fontprobe, 2 jobs", probe_argv(2), fontprobe_faces),
        Contender("fontprobe1", "fontprobe, 1 job", probe_argv(1), fontprobe_faces),
        Contender("fonttools1", "fontTools, 1 process", [args.python, script, "--list", listing], json_faces),
        Contender("fonttools2", "fontTools, 2 processes",
                  [args.python, script, "--processes", "2", "--list", listing], json_faces),
        Contender("ftfloor1", "ftfloor, 1 thread", [args.ftfloor, "--threads", "1", "--list", listing], json_faces),
        Contender("ftfloor2", "ftfloor, 2 threads", [args.ftfloor, "--threads", "2", "--list", listing], json_faces),
        Contender("own-html", "fontprobe HTML report, 2 jobs",
                  probe_argv(2, shlex.split(FONTPROBE_HTML_ARGS)), html_faces),
        Contender("own-render", "fontprobe render, 1 sheet",
                  [args.fontprobe] + [a.replace("{font}", render_font) for a in shlex.split(FONTPROBE_RENDER_ARGS)],
                  png_sheets),
    ]
    print(f"corpus: {len(paths)} files, {mib:.1f} MiB, from {len(PACKAGES)} Debian packages "
          f"({os.path.join(args.out, 'corpus.txt')})")
    print(f"fontprobe: {shlex.join([args.fontprobe] + probe_args)}")
    print(f"also: {FONTPROBE_HTML_ARGS}; {FONTPROBE_RENDER_ARGS.replace('{font}', render_font)}")
    print(f"machine: {os.cpu_count()} CPUs; {args.rounds} interleaved rounds after one warm-up "
          f"run each; median wall time", flush=True)

    run_all(contenders, args.rounds, args.out)
    by_key = {c.key: c for c in contenders}
    print()
    print_table(rows(contenders, len(paths)), args.markdown)
    if not all(c.peak_exact for c in contenders):
        print("peak RSS '<= X': X is the harness's own peak RSS, which Linux carries into a "
              "child's ru_maxrss at exec; the run's own peak is no higher")
    for c in contenders:
        if c.note:
            print(f"note: {c.label}: {c.note}")
    errors = {}
    for c in (by_key["fontprobe2"], by_key["fonttools1"], by_key["ftfloor2"]):
        with open(os.path.join(args.out, f"{c.key}.out"), encoding="utf-8") as fp:
            found = json.loads(fp.read()).get("errors", 0)
        errors[c.label.split(",")[0]] = len(found) if isinstance(found, list) else found
    print("files or faces unreadable: " + ", ".join(f"{k}: {v}" for k, v in errors.items()))
    with open(os.path.join(args.out, "ftfloor2.out"), encoding="utf-8") as fp:
        floor_instances = json.loads(fp.read()).get("instances")
    probe_rows = fontprobe_rows(os.path.join(args.out, "fontprobe2.out"))
    print(f"fontprobe's report: {probe_rows} rows, {by_key['fontprobe2'].faces} faces and "
          f"{probe_rows - by_key['fontprobe2'].faces} named instances of variable faces; "
          f"ftfloor measured {floor_instances} such instances")
    run_output = os.path.join(args.out, "fontprobe2.out")
    if args.save_golden:
        with open(run_output, encoding="utf-8") as fp, open(args.save_golden, "w", encoding="utf-8") as out:
            json.dump(audit_digest(fp.read()), out)
        print(f"golden audit saved: {args.save_golden}")
    print()
    print("targets (fontprobe with 2 jobs):")
    golden = {"run": run_output, "digest": golden_digest} if golden_digest is not None else None
    instances = (probe_rows - by_key["fontprobe2"].faces, floor_instances)
    return 0 if check_targets(by_key, len(paths), instances, golden) else 1


if __name__ == "__main__":
    sys.exit(main())
