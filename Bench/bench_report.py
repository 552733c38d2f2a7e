"""The report side of Bench/bench.py: reading each contender's output, the table, and the
golden audit's digest and comparison (docs/benchmark.md)."""

import json
import statistics


# ---------------------------------------------------------------- outputs

def json_faces(text):
    return json.loads(text)["faces"]


def fontprobe_faces(text):
    """The faces of fontprobe's JSON: its rows, less the extra rows of a variable face's
    instances (docs/commands/audit.md#variable-fonts), so that they count as fontTools counts."""
    return len({(f["path"], f["faceIndex"]) for f in json.loads(text)["fonts"]})


def fontprobe_rows(path):
    """The rows of fontprobe's JSON report at `path`: a face, or an instance of a variable face."""
    with open(path, encoding="utf-8") as fp:
        return len(json.load(fp)["fonts"])


def html_faces(text):
    """The face cards of an audit page (docs/commands/audit.md#html)."""
    return text.count('data-kind="face"')


def png_sheets(text):
    """1 for a PNG on stdout (read as text with replacement characters), else an error."""
    if text[1:4] != "PNG":
        raise ValueError("not a PNG")
    return 1


# ---------------------------------------------------------------- table and golden audit

def rows(contenders, files):
    """The peers' rows: fontprobe's speed over theirs.  fontprobe's own other jobs (the HTML
    report, a sheet) are not peers: their last column is their time over the JSON audit's."""
    probe = contenders[0]
    probe_median = statistics.median(probe.seconds)
    table = []
    for c in contenders:
        median = statistics.median(c.seconds)
        rss = f"{'' if c.peak_exact else '<= '}{c.peak_kib / 1024:.1f}"
        if c.key.startswith("own-"):
            table.append([c.label, f"{median:.3f}", "", str(c.faces), rss, "",
                          f"{median / probe_median:.2f}"])
        else:
            table.append([c.label, f"{median:.3f}", f"{files / median:.0f}", str(c.faces), rss,
                          f"{median / probe_median:.2f}", ""])
    return table


HEADER = ["contender", "median s", "files/s", "faces", "peak RSS MB", "fontprobe ÷ it", "time ÷ JSON audit"]


def print_table(table, markdown):
    if markdown:
        print("| " + " | ".join(HEADER) + " |")
        print("|" + "|".join(["---"] + ["---:"] * (len(HEADER) - 1)) + "|")
        for row in table:
            print("| " + " | ".join(row) + " |")
        return
    widths = [max(len(str(r[i])) for r in [HEADER] + table) for i in range(len(HEADER))]
    for row in [HEADER] + table:
        cells = [row[0].ljust(widths[0])] + [row[i].rjust(widths[i]) for i in range(1, len(row))]
        print("  ".join(cells).rstrip())


def audit_digest(text):
    """What a golden audit pins: every face (path, face index, PostScript name, instance) with
    its findings (rule, severity, message), and every unreadable file or face, in report order."""
    document = json.loads(text)
    faces = [[f["path"], f["faceIndex"], f.get("postScriptName"), (f.get("variation") or {}).get("instance"),
              [[x["rule"], x["severity"], x["message"]] for x in f["findings"]]] for f in document["fonts"]]
    errors = [[e.get("path"), e.get("faceIndex"), e.get("message")] for e in document.get("errors", [])]
    return {"faces": faces, "errors": errors}


def compare_golden(digest, golden):
    """(met, text) for the audit of this run against a saved one."""
    findings = sum(len(f[4]) for f in digest["faces"])
    if digest == golden:
        return True, (f"same faces and findings as the golden audit: {len(digest['faces'])} faces, "
                      f"{findings} findings, {len(digest['errors'])} unreadable")
    old = {json.dumps(f[:4]): f for f in golden["faces"]}
    new = {json.dumps(f[:4]): f for f in digest["faces"]}
    gone, added = sorted(old.keys() - new.keys()), sorted(new.keys() - old.keys())
    changed = sorted(k for k in old.keys() & new.keys() if old[k] != new[k])
    first = (gone or added or changed or ["(errors differ)"])[0]
    return False, (f"same faces and findings as the golden audit: {len(gone)} faces gone, {len(added)} new, "
                   f"{len(changed)} with other findings; the first: {first}")
