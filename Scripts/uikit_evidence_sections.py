"""The four sections of docs/uikit-evidence.md that compare each kind of measured case with the
models (Scripts/uikit-evidence.py writes the page)."""

import math
import re

from uikit_evidence_common import *  # noqa: F401,F403 (the models' arithmetic and the page's pieces)


# Sections ------------------------------------------------------------------------------------

def label_baseline_section(cases):
    rows = []
    misses = []
    h_total = h_ok = b_ok = a_ok = c_ok = 0
    h_hidden = 0
    for c in cases:
        m = metrics(c)
        size, k = c["size_pt"], c["scale"]
        H = label_height(m, size, k)
        B = baseline_measured_model(m, size, k)
        A = baseline_article(m, size, k)
        mixed = "24mixed" in c["id"]
        if mixed:
            # The cap top is measured on a 12 pt glyph sitting on the 24 pt line's baseline.
            cap_top = B - cap_px(m, 12, k)
            cap_note = " †"
        else:
            cap_top = B - cap_px(m, size, k)
            cap_note = ""
        h_meas = c.get("label_height_px_measured")
        b_meas = c["baseline_px_from_label_top_measured"]
        cap_meas = c["cap_top_px_from_label_top_measured"]
        if h_meas is None:
            h_hidden += 1
            h_mark = NONE
        else:
            h_total += 1
            h_match = round_px(h_meas) == H
            h_ok += h_match
            h_mark = mark(h_match)
        b_match = round_px(b_meas) == B
        a_match = round_px(b_meas) == A
        c_match = round_px(cap_meas) == cap_top
        b_ok += b_match
        a_ok += a_match
        c_ok += c_match
        if not (b_match and c_match and h_mark != NO):
            misses.append(f"`{c['id']}` ({strength(c)}): measured height {num(h_meas)}, baseline "
                          f"{num(b_meas)}, cap top {num(cap_meas)}; predicted {H}, {B}, {cap_top}.")
        rows.append([
            f"`{c['id']}`", source(c["repo"], c["commit"], [c["path"]]), font_name(c),
            num(size), f"{num(k)}x",
            num(h_meas) if h_meas is not None else f"{NONE} (not visible)",
            num(b_meas), num(cap_meas),
            H, B, f"{cap_top}{cap_note}", A,
            h_mark, mark(b_match), mark(c_match), mark(a_match), strength(c),
        ])
    n = len(cases)
    out = ["## Single-line labels: height, baseline and cap top", ""]
    out.append(wrap(
        "A single-line `UILabel` that hugs its text (`sizeToFit()`, its intrinsic size or "
        "`sizeThatFits`). Every distance is in device pixels from the label's top edge. The measured "
        "values are sub-pixel edges; a prediction matches when the measured value, rounded to the "
        "nearest pixel, equals it. The measured model puts the baseline at `round(px(asc))`; the "
        "article model at `ceil(px(asc - desc)) - ceil(px(-desc))`; both give the label the height "
        "`ceil(px(asc - desc))`, without the hhea line gap. The cap top is the baseline less "
        "`round(px(cap))`."))
    out.append("")
    out += table(
        ["case", "source", "font", "size pt", "scale",
         "measured height", "measured baseline", "measured cap top",
         "model height", "model baseline", "model cap top", "article baseline",
         "height ✓", "baseline ✓", "cap top ✓", "article ✓", "strength"],
        rows)
    out.append("")
    if any("24mixed" in c["id"] for c in cases):
        out.append(wrap(
            "† A line of 12 pt and 24 pt text: the 24 pt run sets the line's height and baseline, and "
            "the cap top is measured on the first glyph, a 12 pt capital on the same baseline, so the "
            "predicted cap top is `B(24 pt) - round(cap * 12 * k / u)`."))
        out.append("")
    hidden = (f" ({h_hidden} labels' heights are not visible in their images: a clear background, "
              "the label's top known from the layout code)") if h_hidden else ""
    out.append(wrap(
        f"**Summary.** height: {count_phrase(h_ok, h_total)} visible heights match{hidden}; "
        f"baseline: {count_phrase(b_ok, n)} match the measured model; the article's formula matches "
        f"{a_ok}; cap top: {count_phrase(c_ok, n)} match the measured model."))
    out.append("")
    out += misses_list(misses)
    stats = {"n": n, "height": (h_ok, h_total), "baseline": b_ok, "article": a_ok, "cap": c_ok}
    return out, stats


def button_section(cases):
    rows = []
    misses = []
    b_ok = a_ok = c_ok = 0
    for c in cases:
        m = metrics(c)
        size, k = c["size_pt"], c["scale"]
        H = label_height(m, size, k)
        B = baseline_measured_model(m, size, k)
        A = baseline_article(m, size, k)
        button = c["button_height_px"]
        top = round_px((button - H) / 2)
        pred = top + B
        pred_article = top + A
        pred_cap = pred - cap_px(m, size, k)
        b_meas = c["baseline_px_from_button_top_measured"]
        cap_meas = c["cap_top_px_from_button_top_measured"]
        b_match = round_px(b_meas) == pred
        a_match = round_px(b_meas) == pred_article
        c_match = round_px(cap_meas) == pred_cap
        b_ok += b_match
        a_ok += a_match
        c_ok += c_match
        if not (b_match and c_match):
            misses.append(
                f"`{c['id']}` ({strength(c)}): a {button} px button; measured baseline "
                f"{num(b_meas)} and cap top {num(cap_meas)} px from the button's top; predicted "
                f"{pred} and {pred_cap}, {round_px(b_meas) - pred:+d} px off. The data's note: "
                f"\"{c.get('notes', '')}\"")
        rows.append([
            f"`{c['id']}`", source(c["repo"], c["commit"], [c["path"]]), font_name(c),
            num(size), f"{num(k)}x", button,
            num(b_meas), num(cap_meas),
            H, B, pred, pred_cap, pred_article,
            mark(b_match), mark(c_match), mark(a_match), strength(c),
        ])
    n = len(cases)
    names = sorted({c["font_tables"].get("postscript_name", font_name(c)) for c in cases})
    typo = [c for c in cases
            if c["font_tables"].get("use_typo_metrics_bit7") and c["font_tables"].get("has_STAT") is False]
    typo_note = ""
    if typo and len(typo) == n:
        typo_note = (f"The font ({', '.join(names)}) sets `USE_TYPO_METRICS` and has no `STAT` table, "
                     "so the predictions use its hhea values, not its typo values.")
    out = ["## A label centred in a button", ""]
    out.append(wrap(
        "The title label of a `UIButton`, centred vertically in a button as tall as the image. The "
        "label is `H` pixels tall with its baseline `B` pixels below its top, as above; it starts "
        "`round((button - H) / 2)` pixels below the button's top, so the predicted baseline is "
        "`round((button - H) / 2) + B` from the button's top, and the cap top `round(px(cap))` "
        "above it. " + typo_note))
    out.append("")
    out += table(
        ["case", "source", "font", "size pt", "scale", "button px",
         "measured baseline", "measured cap top",
         "model label height", "model baseline in label", "model baseline", "model cap top",
         "article baseline", "baseline ✓", "cap top ✓", "article ✓", "strength"],
        rows)
    out.append("")
    out.append(wrap(
        f"**Summary.** baseline: {count_phrase(b_ok, n)} match the measured model; the article's "
        f"formula matches {a_ok}; cap top: {count_phrase(c_ok, n)} match the measured model."))
    out.append("")
    out += misses_list(misses)
    stats = {"n": n, "baseline": b_ok, "article": a_ok, "cap": c_ok}
    return out, stats


def asserted_section(cases):
    rows = []
    misses = []
    ok = plain_ok = total = 0
    for c in cases:
        m = metrics(c)
        size = c["size_pt"] if "size_pt" in c else None
        if size is None:
            found = re.search(r"(\d+(?:\.\d+)?) pt", c.get("font", ""))
            size = float(found.group(1))
        for key in sorted(c["asserted_label_height_pt"], key=lambda s: float(s.rstrip("x"))):
            k = float(key.rstrip("x"))
            asserted = c["asserted_label_height_pt"][key]
            pred = label_height(m, size, k) / k
            plain = ceil_px(px(m["asc"] - m["legacy"] - m["desc"], size, k, m["u"])) / k
            match = abs(pred - asserted) < 1e-6
            plain_match = abs(plain - asserted) < 1e-6
            total += 1
            ok += match
            plain_ok += plain_match
            if not match:
                misses.append(f"`{c['id']}` at {key} ({strength(c)}): asserted {num(asserted)} pt, "
                              f"predicted {num(pred)} pt.")
            rows.append([
                f"`{c['id']}`", source(c["repo"], c["commit"], [c["path"]]), font_name(c),
                num(size), key, num(asserted), num(pred), num(plain), mark(match), mark(plain_match),
                strength(c),
            ])
    out = ["## A label height asserted by a unit test", ""]
    out.append(wrap(
        "Not an image: a unit test asserts the height of a label's frame, which takes "
        "`UILabel.intrinsicContentSize`, at each screen scale. The predicted height in points is "
        "`ceil(px(asc + legacy - desc)) / k`, where `legacy = 0.15 * (asc + |desc|)` units is UIKit's "
        "ascender adjustment for the family Helvetica; the column without it shows the plain hhea "
        "height. The article model gives a label the same height as the measured model."))
    out.append("")
    out += table(
        ["case", "source", "font", "size pt", "scale", "asserted height pt", "model height pt",
         "without the legacy adjustment pt", "model ✓", "without ✓", "strength"],
        rows)
    out.append("")
    out.append(wrap(
        f"**Summary.** label height: {count_phrase(ok, total)} scales match the measured model with "
        f"the legacy ascender adjustment (the article model's height is the same); without the "
        f"adjustment, {plain_ok} match."))
    out.append("")
    for c in cases:
        if c.get("notes"):
            out.append(wrap(f"The data's note: \"{c['notes']}\""))
            out.append("")
    out += misses_list(misses, every=False)
    stats = {"n": total, "height": ok, "plain": plain_ok}
    return out, stats


def uifontmetrics_section(cases, hig):
    rows = []
    misses = []
    miss_facts = []
    ok = size_ok = 0
    for c in cases:
        style, category, base = c["style"], c["category"], c["base_size_pt"]
        l_large = hig[style]["large"]["leading"]
        l_cat = hig[style][category]["leading"]
        s_large = hig[style]["large"]["size"]
        s_cat = hig[style][category]["size"]
        pred = round_px(base * l_cat / l_large)
        size_ratio = base * s_cat / s_large
        measured = c["measured_size_pt"]
        match = abs(pred - measured) < 0.5
        size_match = abs(size_ratio - measured) < 0.5
        ok += match
        size_ok += size_match
        how = "ink width of a word" if "ink width" in c.get("how_measured", "") else "cap height"
        if not match:
            fits = [L for L in range(1, 2 * l_cat + 1)
                    if round_px(base * L / l_large) == round_px(measured)]
            fit_text = ""
            if fits:
                fit_text = (f" At {category}, a line height of "
                            f"{' or '.join(str(L) for L in fits)} (against the HIG's {l_cat}, with "
                            f"{l_large} at large) would give {round_px(measured)} pt.")
            miss_facts.append({"style": style, "measured": measured, "pred": pred, "fits": fits,
                               "category": category, "hig": l_cat})
            misses.append(
                f"`{style}` ({c['font']}, {num(base)} pt at large; strength {strength(c)}): measured "
                f"{num(measured, 2)} pt from the {how}; predicted {pred} pt = round({num(base)} x "
                f"{l_cat} / {l_large}); the HIG size ratio gives {num(size_ratio)}.{fit_text}")
        rows.append([
            f"`{style}`", source(c["repo"], c["commit"], c["paths"]), c["font"], num(base),
            category, f"{num(c['scale'])}x", num(measured, 2), how,
            f"{l_large} → {l_cat}", pred, mark(match), num(size_ratio), mark(size_match),
            strength(c),
        ])
    n = len(cases)
    out = ["## Dynamic Type: UIFontMetrics with a custom font", ""]
    out.append(wrap(
        "`UIFontMetrics(forTextStyle:).scaledFont(for:)` given a custom font at its large size, drawn "
        "at another content size category. The size was measured as the ratio of a glyph's cap "
        "height (for italics, of a word's ink width) at that category to the same glyph at large. "
        "The measured model scales by the HIG leading (line height) of the style, from "
        "`Data/dynamic-type.json`, and rounds to a whole point: `round(base * L(style, category) / "
        "L(style, large))`. The older HIG size ratio, `base * S(style, category) / S(style, large)`, "
        "is shown unrounded. A prediction matches when it is within half a point of the measured "
        "size. These cases carry no id; the style names them."))
    out.append("")
    out += table(
        ["case (style)", "source", "font", "base pt", "category", "scale", "measured pt",
         "measured from", "HIG leading large → category", "model pt", "model ✓",
         "HIG size ratio pt", "size ratio ✓", "strength"],
        rows)
    out.append("")
    out.append(wrap(
        f"**Summary.** size: {count_phrase(ok, n)} match the measured model (HIG leading ratio, "
        f"rounded); the HIG size ratio matches {size_ok}."))
    out.append("")
    for c in cases:
        if c.get("note_for_all_uifontmetrics_cases"):
            out.append(wrap(f"The data's note for these cases: \"{c['note_for_all_uifontmetrics_cases']}\""))
            out.append("")
    out += misses_list(misses, every=False)
    stats = {"n": n, "size": ok, "size_ratio": size_ok, "misses": misses, "miss_facts": miss_facts}
    return out, stats
