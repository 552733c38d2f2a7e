"""The constants of Scripts/verify-fonts.py's modules (its docstring says what it checks)."""

import os

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_REFERENCE = os.path.join(HERE, os.pardir, "Fixtures", "fonts", "read-tables.py")

FONT_EXTENSIONS = (".ttf", ".otf", ".ttc", ".otc", ".woff", ".woff2",
                   ".pfb", ".pfa", ".t1", ".eot")
TYPE1_EXTENSIONS = (".pfb", ".pfa", ".t1")
FONTPROBE_ARGS = ["--format", "json", "--size", "17", "--scale", "3"]
NAME_FIELDS = ("familyName", "styleName", "postScriptName")
