#!/usr/bin/env python3
"""Write docs/uikit-evidence.md from Data/uikit-pixels.json.

Data/uikit-pixels.json holds UIKit layouts measured pixel by pixel from the reference images of
public iOS snapshot tests. This script recomputes, from each case's font tables alone, what
fontprobe's measured model and the article's label model predict, compares both with the
measurements and prints the page as Markdown on stdout. It uses the standard library only, and
its output depends on the two data files and nothing else (no dates, no environment).

Formulas (k = scale, u = unitsPerEm, asc/desc = hhea ascender/descender, cap = OS/2 cap height;
px(v) = v * size * k / u in one expression; a value within 1e-9 of an integer is snapped to it
before ceil or round; round is half away from zero):

  label height            H = ceil(px(asc - desc))                 (the hhea line gap is not added)
  baseline (measured)     B = round(px(asc))
  baseline (article)        ceil(px(asc - desc)) - ceil(px(-desc))
  cap top                   round(px(asc)) - round(px(cap))
  label in a button         round((button - H) / 2) + B
  Dynamic Type size         round(base * leading(style, category) / leading(style, large))

For the family Helvetica the ascender gains 0.15 * (asc + |desc|) units (UIKit's legacy
adjustment).

Usage:
  python3 Scripts/uikit-evidence.py > docs/uikit-evidence.md
  python3 Scripts/uikit-evidence.py --check docs/uikit-evidence.md   (exit 1 if it is stale)
"""

import argparse
import json
import math
import os
import re
import sys
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PIXELS = os.path.join(ROOT, "Data", "uikit-pixels.json")
DYNAMIC_TYPE = os.path.join(ROOT, "Data", "dynamic-type.json")
PAGE = "docs/uikit-evidence.md"

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uikit_evidence_common import *  # noqa: E402,F401,F403 (the models' arithmetic, the page's pieces)
from uikit_evidence_sections import *  # noqa: E402,F401,F403 (the sections of measured cases)


# The page ------------------------------------------------------------------------------------

def ios_range(cases):
    versions = []
    for c in cases:
        for v in re.findall(r"iOS (\d+)(?:\.\d+)?", c.get("ios_version") or ""):
            versions.append(int(v))
        for v in re.findall(r"iOS \d+(?:\.\d+)?/(\d+)", c.get("ios_version") or ""):
            versions.append(int(v))
    return (min(versions), max(versions)) if versions else None


def date_range(cases):
    dates = sorted(c["commit_date"][:10] for c in cases if re.match(r"\d{4}-\d\d-\d\d", c["commit_date"]))
    return dates[0], dates[-1]


def measuring_section(data, cases):
    image_cases = [c for c in cases if "how_scale_known" in c]
    phys = [c for c in image_cases if "pHYs" in c["how_scale_known"] or "dpi" in c["how_scale_known"]]
    phys_checked = sum(1 for c in phys if re.search(r"width|height", c["how_scale_known"]))
    scale_name = sum(1 for c in image_cases if "file name" in c["how_scale_known"])
    size_cap_only = [c for c in image_cases if c["how_size_known"].startswith("measured cap height")]
    size_hig = [c for c in image_cases if c["how_size_known"].startswith("HIG")]
    size_hig_cap = sum(1 for c in size_hig if "cap height" in c["how_size_known"])
    size_code = [c for c in image_cases if c not in size_cap_only and c not in size_hig]
    size_code_cap = sum(1 for c in size_code if "cap height" in c["how_size_known"])
    columns = [c["baseline_cluster_columns"] for c in image_cases if "baseline_cluster_columns" in c]
    label_cases = [c for c in cases if c["kind"] == "label-baseline"]
    h_image = sum(1 for c in label_cases if c.get("label_height_how") == "image height")
    h_hidden = sum(1 for c in label_cases if c.get("label_height_px_measured") is None)
    h_other = len(label_cases) - h_image - h_hidden
    ratio_cases = [c for c in cases if c["kind"] == "uifontmetrics"]
    ratio_images = sorted({(c["repo"], c["commit"], p) for c in ratio_cases for p in c.get("paths", [])})
    ratio_width = sum(1 for c in ratio_cases if "ink width" in c.get("how_measured", ""))

    out = ["## How the images were measured", ""]
    paras = [
        f"Each of the {len(image_cases)} label and button cases is measured on an image of its own "
        f"(a repository, commit and path), and the {len(ratio_cases)} `UIFontMetrics` cases share "
        f"{len(ratio_images)}. Every case records how its scale, point size and label height were "
        "found (`how_scale_known`, `how_size_known`, `label_height_how`, `how_measured`). In "
        "summary:",
        "**Edges.** Every position is an edge of the ink, read to a fraction of a pixel from the "
        "anti-aliased coverage of the pixels across it, in device pixels from the label's (or "
        "button's) top. The cap top is the top edge of a capital.",
        "**Baseline.** The baseline is the bottom edge of the text's flat-bottomed glyphs, found as "
        "the cluster of ink columns whose bottoms share one edge "
        f"({min(columns)} to {max(columns)} columns per image, `baseline_cluster_columns`).",
        f"**Scale.** {len(phys)} of the {len(image_cases)} images give their scale in the PNG's "
        f"resolution (the `pHYs` chunk: 144 dpi is 2x, 216 dpi is 3x), {phys_checked} of them also "
        f"checked against an image width or height the layout fixes; {scale_name} give it in an "
        f"`@2x` file name.",
        f"**Size.** The point size comes from the layout code ({len(size_code)} images, "
        f"{size_code_cap} of them confirmed by the measured cap height), from the HIG size of the "
        f"text style at the category the test sets ({len(size_hig)}: confirmed by the label height "
        f"in {len(size_hig) - size_hig_cap} and by the cap height in {size_hig_cap}), or from the "
        f"measured cap height alone ({len(size_cap_only)}).",
        f"**Label height.** {h_image} labels fill their image's height; {h_other} are measured as "
        f"the height of a view around them less its fixed margins; in {h_hidden} the label's edges "
        f"are not visible (a clear background), and only its top is known from the layout code.",
        f"**Dynamic Type.** The {len(ratio_cases)} `UIFontMetrics` sizes are ratios of the same "
        f"glyph measured at two categories: the cap height of a capital's stem, or for "
        f"{ratio_width} italic faces, whose stems slant, the ink width of the first word.",
    ]
    for p in paras:
        out.append(wrap(p))
        out.append("")
    return out


def unknown_section(cases, stats, dynamic_type):
    seen = sorted({o["category"] for o in dynamic_type.get("uiFontMetrics", {}).get("observations", [])
                   if o.get("category") != "large"})
    observed = (f"; `Data/dynamic-type.json` records other published `UIFontMetrics` observations at "
                f"{' and '.join(seen)}, none of them a custom font's size" if seen else "")
    helvetica = [c for c in cases if "font_tables" in c and is_helvetica(c)]
    with_tables = [c for c in cases if "font_tables" in c]
    with_cap = [c for c in with_tables if c["font_tables"].get("os2_capHeight")]
    categories = sorted({c["category"] for c in cases if c["kind"] == "uifontmetrics"})
    mixed = [c for c in cases if "24mixed" in c.get("id", "")]
    buttons = [c for c in cases if c["kind"] == "label-centered-in-button"]
    weak = [c for c in buttons if c.get("strength") == "weak"]
    asserted = [c for c in cases if c["kind"] == "label-height-asserted"]

    items = [
        f"**Times and Courier.** The legacy ascender adjustment is seen only for Helvetica "
        f"({len(helvetica)} case, a unit-test assertion rather than pixels). Whether Times, Courier "
        f"or other old families get it is not measured.",
        f"**A font without an OS/2 cap height.** {len(with_cap)} of the {len(with_tables)} cases "
        f"with font tables have a non-zero OS/2 cap height, so what CoreText takes as the cap height "
        f"of a font without one is not measured.",
        f"**Dynamic Type at other categories.** The `UIFontMetrics` cases are all at "
        f"{', '.join(categories)} (against large){observed}. At every other category the leading "
        f"ratio is unmeasured for custom fonts. (The system-font label cases cover every category, but there the size comes from "
        f"`preferredFont`, not `UIFontMetrics`.)",
    ]
    fm = stats["uifontmetrics"].get("miss_facts", [])
    if fm:
        parts = []
        for f in fm:
            fit = (f"; a line height of {' or '.join(str(L) for L in f['fits'])} at {f['category']} "
                   f"instead of the HIG's {f['hig']} would fit" if f["fits"] else "")
            parts.append(f"`{f['style']}` measured {num(f['measured'], 2)} pt where the HIG leading "
                         f"ratio gives {f['pred']}{fit}")
        items.append(f"**The Dynamic Type {'miss' if len(fm) == 1 else 'misses'}.** "
                     + "; ".join(parts) + ". What line height UIKit uses there is not known.")
    items.append(
        f"**Multi-line labels and labels taller than their text.** No case measures a label of more "
        f"than one line, or one stretched taller than its text. The nearest are the "
        f"{len(mixed)} lines that mix 12 pt and 24 pt text (strength "
        f"{', '.join(sorted({strength(c) for c in mixed}))}) and the asserted Helvetica height "
        f"(strength {', '.join(strength(c).split(' (')[0] for c in asserted)}), where the same test "
        f"file's label stretched to its container was left out.")
    if weak:
        w = weak[0]
        m = metrics(w)
        H = label_height(m, w["size_pt"], w["scale"])
        pred = round_px((w["button_height_px"] - H) / 2) + baseline_measured_model(m, w["size_pt"], w["scale"])
        items.append(
            f"**One button render.** {len(weak)} of the {len(buttons)} button renders is off by a "
            f"pixel: `{w['id']}` (strength {w['strength']}) has its baseline at "
            f"{num(w['baseline_px_from_button_top_measured'])} px where the model gives {pred} "
            f"({round_px(w['baseline_px_from_button_top_measured']) - pred:+d} px). The data's note: "
            f"\"{w.get('notes', '')}\"")
    out = ["## What stays unknown", ""]
    for item in items:
        out.append(bullet(item))
    out.append("")
    return out


def render(data, dynamic_type):
    hig = dynamic_type["hig"]
    cases = data["cases"]
    by_kind = {}
    for c in cases:
        by_kind.setdefault(c["kind"], []).append(c)
    unknown_kinds = sorted(set(by_kind) - set(KIND_ORDER))
    if unknown_kinds:
        raise SystemExit(f"uikit-evidence: unknown kind(s) in the data: {', '.join(unknown_kinds)}")

    sections = {}
    stats = {}
    builders = {
        "label-baseline": label_baseline_section,
        "label-centered-in-button": button_section,
        "label-height-asserted": asserted_section,
        "uifontmetrics": lambda cs: uifontmetrics_section(cs, hig),
    }
    for kind in KIND_ORDER:
        if kind in by_kind:
            sections[kind], stats[kind] = builders[kind](by_kind[kind])
    stats.setdefault("uifontmetrics", {"misses": []})

    image_cases = [c for c in cases if c["kind"] != "label-height-asserted"]
    first, last = date_range(image_cases)
    versions = ios_range(image_cases)
    repos = sorted({c["repo"] for c in image_cases})
    images = sorted({(c["repo"], c["commit"], p) for c in image_cases
                     for p in ([c["path"]] if "path" in c else c.get("paths", []))})
    out = ["# UIKit evidence: measured label layouts", ""]
    out.append("<!-- Generated by Scripts/uikit-evidence.py from Data/uikit-pixels.json and")
    out.append("     Data/dynamic-type.json; do not edit. -->")
    out.append("")
    intro = [
        "This page checks fontprobe's layout model against UIKit itself. The numbers were measured "
        "from the reference images of public iOS snapshot tests: UIKit drawing `UILabel`s (and the "
        "title labels of `UIButton`s) in the iOS Simulator, recorded as PNG files that the projects "
        f"keep in their repositories. The {len(images)} images come from {len(repos)} repositories "
        f"and were recorded between {first} and {last}"
        + (f" on simulators the data puts at iOS {versions[0]} to iOS {versions[1]}, most of them "
           "estimated from the commit dates" if versions else "")
        + ". No image is stored here, only the numbers measured from it "
        "(`Data/uikit-pixels.json`); each row links to its source as `repo` @ short commit, with the "
        "image's `path`, so that any number can be measured again. One more case is not an image "
        "but a unit test's assertion of a label's height.",
        "Every prediction below is computed by `Scripts/uikit-evidence.py` from the case's font "
        "tables alone (k is the scale, u the units per em, `asc` and `desc` the hhea ascender and "
        "descender, `cap` the OS/2 cap height, and `px(v) = v * size * k / u` in one expression; a "
        "value within 1e-9 of a whole number is taken as that number before `ceil` or `round`, and "
        "`round` is half away from zero). Two models are compared: fontprobe's **measured model**, "
        "which puts the baseline at `round(px(asc))` from the label's top, and the **article "
        "model** of *Cap Height Alignment for iOS Auto Layout* (see [the model](model.md#sources)), "
        "which puts it at `ceil(px(asc - desc)) - ceil(px(-desc))`. Each case keeps the strength "
        "the data gives it.",
        f"To regenerate: `python3 Scripts/uikit-evidence.py > {PAGE}`; "
        f"`python3 Scripts/uikit-evidence.py --check {PAGE}` fails when this page is out of date.",
    ]
    for p in intro:
        out.append(wrap(p))
        out.append("")

    # An overview of the counts.
    out.append("| kind | cases | measured model | article model |")
    out.append("|---|---|---|---|")
    if "label-baseline" in stats:
        s = stats["label-baseline"]
        out.append(f"| label-baseline | {s['n']} | baseline {s['baseline']} of {s['n']}, cap top "
                   f"{s['cap']} of {s['n']}, height {s['height'][0]} of {s['height'][1]} visible | "
                   f"baseline {s['article']} of {s['n']} |")
    if "label-centered-in-button" in stats:
        s = stats["label-centered-in-button"]
        out.append(f"| label-centered-in-button | {s['n']} | baseline {s['baseline']} of {s['n']}, "
                   f"cap top {s['cap']} of {s['n']} | baseline {s['article']} of {s['n']} |")
    if "label-height-asserted" in stats:
        s = stats["label-height-asserted"]
        out.append(f"| label-height-asserted | {len(by_kind['label-height-asserted'])} "
                   f"({s['n']} scales) | height {s['height']} of {s['n']} | height {s['height']} of "
                   f"{s['n']} (the same formula) |")
    if "uifontmetrics" in by_kind:
        s = stats["uifontmetrics"]
        out.append(f"| uifontmetrics | {s['n']} | size {s['size']} of {s['n']} (leading ratio) | "
                   f"{NONE} (HIG size ratio: {s['size_ratio']} of {s['n']}) |")
    out.append("")

    out += measuring_section(data, cases)
    for kind in KIND_ORDER:
        if kind in sections:
            out += sections[kind]
    out += unknown_section(cases, stats, dynamic_type)
    while out and out[-1] == "":
        out.pop()
    return "\n".join(out) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description="Print docs/uikit-evidence.md from Data/uikit-pixels.json.")
    parser.add_argument("--check", metavar="FILE",
                        help="exit 1 if FILE differs from what this script would print")
    parser.add_argument("--data", default=PIXELS, help=argparse.SUPPRESS)
    parser.add_argument("--dynamic-type", default=DYNAMIC_TYPE, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    with open(args.data, encoding="utf-8") as fp:
        data = json.load(fp)
    with open(args.dynamic_type, encoding="utf-8") as fp:
        dynamic_type = json.load(fp)
    page = render(data, dynamic_type)

    if args.check:
        try:
            with open(args.check, encoding="utf-8") as fp:
                current = fp.read()
        except OSError as error:
            print(f"uikit-evidence: cannot read {args.check}: {error.strerror}", file=sys.stderr)
            return 1
        if current != page:
            print(f"uikit-evidence: {args.check} is out of date; run "
                  f"python3 Scripts/uikit-evidence.py > {args.check}", file=sys.stderr)
            return 1
        return 0
    sys.stdout.buffer.write(page.encode("utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
