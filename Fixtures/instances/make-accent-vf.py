"""FPAccent-VF.ttf: a variable font whose Black instance moves only an accent (see README.md).

Built with make-fixtures.py's synthetic-font and varLib helpers (fontTools):
    python3 Fixtures/instances/make-accent-vf.py
"""

import importlib.util
import os
import sys

from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("make_fixtures", os.path.join(HERE, "..", "fonts", "make-fixtures.py"))
fixtures = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fixtures)

# Both masters: FP Thousand's metrics (1000 units, hhea = typo = 800/-200/0, cap 700, x 500) and
# the same H and x; only 'Å' (U+00C5) differs: its ring tops out at 800 in Thin, 950 in Black.
MASTERS = [
    dict(fixtures.BASE_1000, file=None, family="FP Accent", style="Thin", psName="FPAccent-Thin",
         extra={0xC5: (0, 800)}, wght=100),
    dict(fixtures.BASE_1000, file=None, family="FP Accent", style="Black", psName="FPAccent-Black",
         extra={0xC5: (0, 950)}, wght=900),
]


def main():
    path = os.path.join(HERE, "FPAccent-VF.ttf")
    fixtures.build_variable(
        path, ("wght", "Weight", 100, 100, 900),
        [(fixtures.build_synthetic(m), m["wght"], m["style"]) for m in MASTERS], [("Thin", 100), ("Black", 900)])
    font = TTFont(path)
    if "MVAR" in font or "gvar" not in font:
        sys.exit(f"{path}: expected gvar and no MVAR")
    print(f"wrote {path} ({os.path.getsize(path)} bytes)")


if __name__ == "__main__":
    main()
