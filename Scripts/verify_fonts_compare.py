"""The fontprobe side of Scripts/verify-fonts.py and the comparison of each face with fontTools'."""

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

# ---------------------------------------------------------------- fontprobe side

def run_fontprobe(binary, path, timeout):
    cmd = [binary, "metrics", path] + FONTPROBE_ARGS
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        return {"timeout": True, "rc": None, "stdout": exc.stdout or b"", "stderr": exc.stderr or b"",
                "seconds": time.monotonic() - start}
    return {"timeout": False, "rc": proc.returncode, "stdout": proc.stdout, "stderr": proc.stderr,
            "seconds": time.monotonic() - start}


# ---------------------------------------------------------------- comparison

ABSENT = "<absent>"


COMPARED = ("faceIndex", "faceCount", "unitsPerEm", "tables", "hasSTAT", "familyName",
            "styleName", "postScriptName", "fontBounds", "glyphBounds", "capHeight", "xHeight")


def normalise(value):
    if isinstance(value, dict):
        return {k: normalise(v) for k, v in value.items()}
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def compare_face(probe, ref):
    """Returns (differences, name_notes)."""
    expected = {k: normalise(ref.get(k)) for k in COMPARED}
    actual = {k: normalise(probe.get(k)) for k in COMPARED}
    diffs, notes = [], []
    for key in COMPARED:
        exp, act = expected[key], actual[key]
        if key in NAME_FIELDS:
            if act == exp:
                continue
            wide = ref["_wideNames"][key]
            if wide is not None and act == wide[0]:
                notes.append({"field": key, "fontprobe": act, "fontTools": exp,
                              "record": list(wide[1])})
                continue
            diffs.append({"field": key, "fontprobe": act, "fontTools": exp})
            continue
        diffs.extend(compare_value(exp, act, key))
    return diffs, notes


def compare_value(exp, act, field):
    """Differences between the reference and fontprobe's value.  Keys fontprobe adds
    beyond the reference's (schema v1 allows new keys) are not compared."""
    if isinstance(exp, dict) and isinstance(act, dict):
        out = []
        for key in sorted(exp):
            out.extend(compare_value(exp[key], act.get(key, ABSENT), f"{field}.{key}"))
        return out
    if exp != act:
        return [{"field": field, "fontprobe": act, "fontTools": exp}]
    return []


def reason_of(message, path):
    prefix = f"cannot read '{path}'"
    if message.startswith(prefix):
        rest = message[len(prefix):]
        return rest[2:] if rest.startswith(": ") else rest.strip()
    return message


def classify(path, probe, ref):
    """Entries for one file: [{"face": N|None, "class": ..., ...}]."""
    def other(why, face=None):
        return {"face": face, "class": "other", "detail": why}

    if probe["timeout"]:
        return [other("timed out")]
    rc = probe["rc"]
    stderr = probe["stderr"].decode("utf-8", "replace")
    lines = stderr.splitlines()
    if rc not in (0, 2):
        first = lines[0] if lines else ""
        sig = f" (signal {-rc})" if rc < 0 else ""
        return [other(f"exit {rc}{sig}; stderr: {first[:300]!r} ({len(lines)} lines)")]
    try:
        doc = json.loads(probe["stdout"])
        fonts, errors = doc["fonts"], doc["errors"]
        # The keys compared are the same in schema 1 and 2 (docs/json-schema.md#schema-2).
        assert doc["schemaVersion"] in (1, 2), f"schemaVersion {doc['schemaVersion']}"
    except Exception as exc:
        return [other(f"exit {rc}, stdout is not fontprobe's JSON ({type(exc).__name__}: {exc})")]

    ft_faces = ref["faces"]
    ft_error = ref["error"]
    ft_failed = [f for f in (ft_faces or []) if "_error" in f]
    if ft_faces is not None and not ft_failed:
        ft_note = f"fontTools reads it ({len(ft_faces)} face{'s' if len(ft_faces) != 1 else ''})"
    elif ft_faces is not None:
        ft_note = (f"fontTools reads its table directory but fails on "
                   f"{len(ft_failed)} of {len(ft_faces)} faces ({ft_failed[0]['_error']})")
    elif ref["type1"]:
        ft_note = f"fontTools reads it only as Type 1 (t1Lib, FontName {ref['type1']})"
    else:
        ft_note = f"fontTools cannot read it ({ft_error})"

    # stderr must be exactly one line per JSON error, "fontprobe: " + message.
    expected_lines = ["fontprobe: " + e.get("message", "") for e in errors]
    if rc == 0 and (errors or lines):
        return [other(f"exit 0 but errors={len(errors)} stderr lines={len(lines)}: {stderr[:300]!r}")]
    if rc == 2 and not errors:
        return [other(f"exit 2 without a JSON error; stderr: {stderr[:300]!r}")]
    if lines != expected_lines:
        return [other(f"stderr is not one line per error: {lines[:5]!r} vs {expected_lines[:5]!r}")]
    bad_lines = [l for l in lines if f"'{path}'" not in l]
    if bad_lines:
        return [other(f"stderr line does not name the file: {bad_lines[0]!r}")]

    entries = []
    # Whole-file refusal: the error names the file without a face.
    face_errors = {}
    for err in errors:
        msg = err.get("message", "")
        if err.get("path") != path:
            return [other(f"error entry for another path: {err!r}")]
        found = re.search(r"\(face (\d+)\)", msg)
        marker = int(found.group(1)) if found else None
        if marker is None:
            if fonts:
                return [other(f"whole-file error next to reported faces: {msg!r}")]
            return [{"face": None, "class": "refused", "reason": reason_of(msg, path),
                     "message": msg, "fontTools": ft_note,
                     "fontToolsReadsSFNT": ft_faces is not None and not ft_failed}]
        face_errors[marker] = msg

    reported = {}
    for font in fonts:
        if font.get("path") != path:
            entries.append(other(f"reported path {font.get('path')!r}", font.get("faceIndex")))
        reported[font.get("faceIndex")] = font

    indices = set(reported) | set(face_errors)
    if ft_faces is not None:
        indices |= set(range(len(ft_faces)))
    for index in sorted(indices, key=lambda i: (i is None, i)):
        if index in face_errors:
            msg = face_errors[index]
            face_ok = (ft_faces is not None and index < len(ft_faces)
                       and "_error" not in ft_faces[index])
            entries.append({"face": index, "class": "refused", "reason": reason_of(msg, path),
                            "message": msg, "fontTools": ft_note,
                            "fontToolsReadsSFNT": face_ok})
            continue
        if index not in reported:
            entries.append(other("fontTools reads this face; fontprobe neither reports nor refuses it",
                                 index))
            continue
        if ft_faces is None or index is None or index >= len(ft_faces):
            entries.append(other(f"fontprobe reports this face; {ft_note}", index))
            continue
        ref_face = ft_faces[index]
        if "_error" in ref_face:
            entries.append(other(f"fontprobe reports this face; fontTools fails on it: "
                                 f"{ref_face['_error']}", index))
            continue
        diffs, notes = compare_face(reported[index], ref_face)
        entry = {"face": index, "class": "mismatch" if diffs else "match",
                 "postScriptName": ref_face.get("postScriptName")}
        if diffs:
            entry["differences"] = diffs
        if notes:
            entry["nameRule"] = notes
        entries.append(entry)
    return entries
