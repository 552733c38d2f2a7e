#!/usr/bin/env python3
"""Zips a directory the same way every time: usage reproducible-zip.py ZIP DIRECTORY.

Entries in byte order of their paths, each dated 1980-01-01 (the earliest a zip can say), with the
permissions 755 for an executable and 644 for any other file, so the same bundle gives the same zip
and the same checksum (docs/install.md#the-artifact-bundle).
"""
import os
import sys
import zipfile

output, directory = sys.argv[1], sys.argv[2].rstrip("/")
base = os.path.dirname(directory)
paths = []
for root, dirs, files in os.walk(directory):
    for name in files:
        paths.append(os.path.join(root, name))
with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
    for path in sorted(paths, key=lambda p: os.fsencode(p)):
        entry = zipfile.ZipInfo(os.path.relpath(path, base), date_time=(1980, 1, 1, 0, 0, 0))
        entry.compress_type = zipfile.ZIP_DEFLATED
        mode = 0o755 if os.access(path, os.X_OK) else 0o644
        entry.external_attr = (0o100000 | mode) << 16
        with open(path, "rb") as f:
            archive.writestr(entry, f.read(), compresslevel=9)
