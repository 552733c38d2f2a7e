#!/usr/bin/env python3
"""Writes the info.json of an SE-0305 artifact bundle for the fontprobe variants in it.

Usage: artifactbundle-info.py BUNDLE VERSION. Each `fontprobe-VERSION-PLATFORM/bin/fontprobe` under
BUNDLE is a variant: `linux-x86_64` and `linux-aarch64` for those Linux triples, `macos` (universal)
for both macOS ones.
"""
import json
import os
import sys

TRIPLES = {
    "linux-x86_64": ["x86_64-unknown-linux-gnu"],
    "linux-aarch64": ["aarch64-unknown-linux-gnu"],
    "macos": ["arm64-apple-macosx", "x86_64-apple-macosx"],
}

bundle, version = sys.argv[1], sys.argv[2]
variants = []
for platform, triples in TRIPLES.items():
    path = f"fontprobe-{version}-{platform}/bin/fontprobe"
    if os.path.isfile(os.path.join(bundle, path)):
        variants.append({"path": path, "supportedTriples": triples})
if not variants:
    sys.exit(f"{bundle}: no fontprobe-{version}-*/bin/fontprobe to list")
info = {"schemaVersion": "1.0", "artifacts": {"fontprobe": {"version": version, "type": "executable", "variants": variants}}}
print(json.dumps(info, indent=2, sort_keys=True))
