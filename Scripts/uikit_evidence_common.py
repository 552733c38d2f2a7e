"""What Scripts/uikit-evidence.py computes and how it writes it: the arithmetic of the two label
models, and the page's Markdown pieces (its docstring gives the formulas)."""

import math
import os
import re
import textwrap

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

YES = "✓"
NO = "✗"
NONE = "—"

KIND_ORDER = ["label-baseline", "label-centered-in-button", "label-height-asserted", "uifontmetrics"]


# Arithmetic ----------------------------------------------------------------------------------

def snap(x):
    """x, or the integer it lies within 1e-9 of."""
    nearest = math.floor(x + 0.5)
    return float(nearest) if abs(x - nearest) < 1e-9 else x


def ceil_px(x):
    return int(math.ceil(snap(x)))


def round_px(x):
    """Round half away from zero, after snapping."""
    x = snap(x)
    r = math.floor(abs(x) + 0.5)
    return int(r if x >= 0 else -r)


def px(units, size, k, upem):
    """Font units to device pixels, in one expression."""
    return units * size * k / upem


def is_helvetica(case):
    """The family Helvetica (not Helvetica Neue), which gets UIKit's legacy ascender adjustment."""
    return re.match(r"Helvetica\b", case.get("font", "")) is not None


def metrics(case):
    t = case["font_tables"]
    asc = t["hhea_ascender"]
    desc = -abs(t["hhea_descender"])
    legacy = 0.15 * (asc + abs(desc)) if is_helvetica(case) else 0.0
    return {"u": t["unitsPerEm"], "asc": asc + legacy, "desc": desc, "cap": t["os2_capHeight"],
            "legacy": legacy}


def label_height(m, size, k):
    return ceil_px(px(m["asc"] - m["desc"], size, k, m["u"]))


def baseline_measured_model(m, size, k):
    return round_px(px(m["asc"], size, k, m["u"]))


def baseline_article(m, size, k):
    return ceil_px(px(m["asc"] - m["desc"], size, k, m["u"])) - ceil_px(px(-m["desc"], size, k, m["u"]))


def cap_px(m, size, k):
    return round_px(px(m["cap"], size, k, m["u"]))


# Formatting ----------------------------------------------------------------------------------

def num(x, places=3):
    """A number as short as it is exact to `places` decimals: 48, 12.773, 19.667."""
    if x is None:
        return NONE
    s = f"{x:.{places}f}".rstrip("0").rstrip(".")
    return "0" if s == "-0" else s


def mark(ok):
    return YES if ok else NO


def cell(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def short(commit):
    return commit[:10]


def source(repo, commit, paths):
    links = []
    for path in paths:
        links.append(f"[{repo} @ {short(commit)}](https://github.com/{repo}/blob/{commit}/{path})"
                     f"<br>`{path}`")
    return "<br>".join(links)


def font_name(case):
    """The font as the case's description starts: 'SF Semibold', 'HelveticaNeue 12 + 24 in one line'."""
    text = case.get("font", "")
    cut = len(text)
    for sep in (" via ", " (", "(", ", ", "; ", " as "):
        i = text.find(sep)
        if 0 < i < cut:
            cut = i
    return text[:cut].strip()


def strength(case):
    return case.get("strength") or "not given"


def wrap(text, width=100):
    return textwrap.fill(text, width=width, break_long_words=False, break_on_hyphens=False)


def bullet(text):
    return textwrap.fill(text, width=100, initial_indent="- ", subsequent_indent="  ",
                         break_long_words=False, break_on_hyphens=False)


def table(header, rows):
    out = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    for row in rows:
        out.append("| " + " | ".join(cell(c) for c in row) + " |")
    return out


def misses_list(misses, every=True):
    """The closing lines of a section: its cases that miss the measured model, or (when `every`)
    a line saying there are none."""
    out = []
    if misses:
        out += ["Cases that do not match the measured model:", ""]
        out += [bullet(m) for m in misses]
        out.append("")
    elif every:
        out += ["Every case matches the measured model.", ""]
    return out


def count_phrase(n, total):
    return f"{n} of {total}"
