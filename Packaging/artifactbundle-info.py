#!/usr/bin/env python3
"""Writes the info.json of an SE-0305 artifact bundle for the fontprobe variants in it.

Usage: artifactbundle-info.py BUNDLE VERSION. Each `fontprobe-VERSION-PLATFORM/bin/fontprobe` under
BUNDLE is a variant: `linux-x86_64` and `linux-aarch64` for those Linux triples; `macos` for the
macOS triples of the architectures its Mach-O binary holds (read from its header: a binary built
for one architecture claims only that one).
"""
import json
import os
import struct
import sys

LINUX = {
    "linux-x86_64": ["x86_64-unknown-linux-gnu"],
    "linux-aarch64": ["aarch64-unknown-linux-gnu"],
}
# mach/machine.h: CPU_TYPE_X86_64 and CPU_TYPE_ARM64.
MACOS_TRIPLES = {0x01000007: "x86_64-apple-macosx", 0x0100000C: "arm64-apple-macosx"}


def macos_triples(path):
    """The macOS triples of the architectures in the Mach-O file at `path`, in a fixed order."""
    with open(path, "rb") as f:
        header = f.read(8 + 20 * 16)
    magic = struct.unpack(">I", header[:4])[0]
    if magic in (0xCAFEBABE, 0xCAFEBABF):  # universal: big-endian fat_arch entries
        count = struct.unpack(">I", header[4:8])[0]
        size = 20 if magic == 0xCAFEBABE else 32
        types = [struct.unpack(">I", header[8 + i * size:12 + i * size])[0] for i in range(min(count, 16))]
    elif struct.unpack("<I", header[:4])[0] in (0xFEEDFACF, 0xFEEDFACE):  # thin, little-endian
        types = [struct.unpack("<I", header[4:8])[0]]
    else:
        sys.exit(f"{path}: not a Mach-O binary")
    triples = sorted({MACOS_TRIPLES[t] for t in types if t in MACOS_TRIPLES})
    if not triples:
        sys.exit(f"{path}: no arm64 or x86_64 code")
    return triples


bundle, version = sys.argv[1], sys.argv[2]
variants = []
for platform in list(LINUX) + ["macos"]:
    path = f"fontprobe-{version}-{platform}/bin/fontprobe"
    full = os.path.join(bundle, path)
    if os.path.isfile(full):
        triples = LINUX[platform] if platform in LINUX else macos_triples(full)
        variants.append({"path": path, "supportedTriples": triples})
if not variants:
    sys.exit(f"{bundle}: no fontprobe-{version}-*/bin/fontprobe to list")
info = {"schemaVersion": "1.0", "artifacts": {"fontprobe": {"version": version, "type": "executable", "variants": variants}}}
print(json.dumps(info, indent=2, sort_keys=True))
