#!/usr/bin/env python3
"""Writes the Swift file SwiftPM's `.embedInCode` resources become: a `PackageResources` struct with
one `[UInt8]` constant per file, named after the file with every character that cannot be in a
Swift identifier made `_` (`report.js` is `report_js`). `make fuzz` compiles the layers with
`swiftc`, not SwiftPM, and uses this in its place (docs/development.md#fuzzing).

usage: Scripts/embed-resources.py OUTPUT FILE..."""
import os
import re
import sys


def main():
    output, files = sys.argv[1], sys.argv[2:]
    lines = ["struct PackageResources {"]
    for path in files:
        name = re.sub(r"[^A-Za-z0-9_]", "_", os.path.basename(path))
        with open(path, "rb") as f:
            data = f.read()
        lines.append(f"static let {name}: [UInt8] = [{','.join(str(b) for b in data)}]")
    lines.append("}")
    with open(output, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
