#!/usr/bin/env python3
"""Write the malformed-font corpus into Fixtures/malformed/.

Every file is derived from the good fixtures in Fixtures/fonts/ or built from
constants, with the Python 3 standard library only.  Random bytes and bit
flips come from random.Random with fixed seeds, so the output is
byte-for-byte reproducible: running the script again leaves `git status`
clean.  See README.md in this folder for what each file exercises.

Files git cannot hold (a directory named x.ttf, a file without read
permission, a missing path) are made by MalformedCorpusTests at run time.

Usage: python3 Fixtures/malformed/make-malformed.py [OUTPUT_DIR]
"""

import os
import random
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(HERE, "..", "fonts")

SF = "FPSFLike-Regular.ttf"  # 1508 bytes, 10 tables, TrueType outlines
LATO = "Lato-Regular-subset.ttf"  # 16248 bytes, 11 tables, TrueType outlines
HEROS = "TeXGyreHeros-Regular-subset.otf"  # 8704 bytes, 9 tables, CFF outlines

TEXT = (
    b"This is a plain text file, not a font.\n"
    b"It only has a font's file name extension.\n"
)


def source(name):
    with open(os.path.join(FONTS, name), "rb") as f:
        return f.read()


def tables(font):
    """{tag: (index, offset, length)} from the SFNT table directory."""
    count = struct.unpack_from(">H", font, 4)[0]
    result = {}
    for index in range(count):
        tag, _, offset, length = struct.unpack_from(">4sIII", font, 12 + 16 * index)
        result[tag.decode("latin-1")] = (index, offset, length)
    return result


def record(font, tag):
    """Offset of the table record (in the directory) for `tag`."""
    return 12 + 16 * tables(font)[tag][0]


def with_record(font, tag, *, tag_to=None, offset=None, length=None):
    """A copy of `font` whose table record for `tag` is changed."""
    data = bytearray(font)
    at = record(font, tag)
    if tag_to is not None:
        data[at : at + 4] = tag_to.encode("latin-1")
    if offset is not None:
        struct.pack_into(">I", data, at + 8, offset)
    if length is not None:
        struct.pack_into(">I", data, at + 12, length)
    return bytes(data)


def with_units_per_em(font, units):
    data = bytearray(font)
    head = tables(font)["head"][1]
    struct.pack_into(">H", data, head + 18, units)
    return bytes(data)


def with_table_field(font, tag, offset, fmt, value):
    """A copy of `font` with the field at `offset` in table `tag` set to `value` (struct format `fmt`)."""
    data = bytearray(font)
    struct.pack_into(">" + fmt, data, tables(font)[tag][1] + offset, value)
    return bytes(data)


def with_table_count(font, count):
    data = bytearray(font)
    struct.pack_into(">H", data, 4, count)
    return bytes(data)


def shifted(font, delta):
    """A copy of `font` whose table offsets are moved by `delta`, to sit at `delta` in a file."""
    data = bytearray(font)
    for index, offset, _ in tables(font).values():
        struct.pack_into(">I", data, 12 + 16 * index + 8, offset + delta)
    return bytes(data)


def random_bytes(seed, size):
    rng = random.Random(seed)
    return bytes(rng.getrandbits(8) for _ in range(size))


def bit_flips(font, seed):
    """A copy of `font` with 1 to 3 bits flipped at random positions."""
    rng = random.Random(seed)
    data = bytearray(font)
    for _ in range(rng.randint(1, 3)):
        bit = rng.randrange(len(data) * 8)
        data[bit // 8] ^= 1 << (bit % 8)
    return bytes(data)


def collection(offsets, *, count=None, tail=b""):
    """A 'ttcf' version 1.0 header with `offsets`, claiming `count` fonts."""
    count = len(offsets) if count is None else count
    header = b"ttcf" + struct.pack(">HHI", 1, 0, count)
    return header + b"".join(struct.pack(">I", o) for o in offsets) + tail


def corpus():
    sf, lato, heros = source(SF), source(LATO), source(HEROS)
    files = {}

    # Nothing, or almost nothing.
    files["empty.ttf"] = b""
    files["one-byte.ttf"] = b"\x00"
    files["magic-only.ttf"] = b"\x00\x01\x00\x00"
    files["magic-only.otf"] = b"OTTO"
    files["magic-only.ttc"] = b"ttcf"

    # Truncated copies of FPSFLike (head at 172, hhea at 228, name at 636..1461)
    # and of TeXGyreHeros (its last table, hmtx, ends exactly at the end of the file).
    for cut, name in [
        (6, "truncated-at-6.ttf"),  # inside the 12-byte offset table
        (12, "truncated-at-12.ttf"),  # right after the offset table: no table records
        (100, "truncated-at-100.ttf"),  # inside the table directory
        (190, "truncated-at-190.ttf"),  # inside head, before unitsPerEm
        (240, "truncated-at-240.ttf"),  # inside hhea
        (1000, "truncated-at-1000.ttf"),  # inside name
    ]:
        files[name] = sf[:cut]
    files["truncated-at-8703.otf"] = heros[:-1]  # one byte short, inside hmtx

    # Lies in the offset table and the table directory.
    files["numtables-0.ttf"] = with_table_count(sf, 0)
    files["numtables-65535.ttf"] = with_table_count(sf, 0xFFFF)
    files["offset-past-end.ttf"] = with_record(sf, "hhea", offset=len(sf) + 4096)
    files["offset-overflow.ttf"] = with_record(sf, "head", offset=0xFFFFFFF0)  # offset + length wraps 32 bits
    files["length-past-end.ttf"] = with_record(sf, "glyf", length=0x00FFFFFF)
    files["length-past-end.otf"] = with_record(heros, "CFF ", length=0x7FFFFFFF)
    head_offset = tables(sf)["head"][1]
    files["overlapping-tables.ttf"] = with_record(sf, "hhea", offset=head_offset)  # hhea reads head's bytes
    files["zero-length-head.ttf"] = with_record(sf, "head", length=0)
    files["head-missing.ttf"] = with_record(sf, "head", tag_to="heaX")
    files["hhea-missing.ttf"] = with_record(sf, "hhea", tag_to="hheX")

    # head.unitsPerEm outside FreeType's 16..16384.
    files["upm-0.ttf"] = with_units_per_em(sf, 0)
    files["upm-0.otf"] = with_units_per_em(heros, 0)
    files["upm-20000.ttf"] = with_units_per_em(sf, 20000)

    # Readable fonts with hostile values, which put lines far outside the label a picture draws.
    files["hostile-cap-height-below.ttf"] = with_table_field(sf, "OS/2", 88, "h", -3000)  # sCapHeight
    files["hostile-cap-height-above.ttf"] = with_table_field(sf, "OS/2", 88, "h", 30000)
    files["hostile-ascender-negative.ttf"] = with_table_field(sf, "hhea", 4, "h", -500)  # hhea.ascender

    # Noise.
    for seed, size in [(1, 16), (2, 100), (3, 4096)]:
        files["random-bytes-%d.ttf" % size] = random_bytes(seed, size)
    files["random-bytes-with-magic.ttf"] = b"\x00\x01\x00\x00" + random_bytes(4, 2044)
    files["text.ttf"] = TEXT

    # Bit flips in good fonts: 8 of FPSFLike, 6 of Lato, 6 of TeXGyreHeros (CFF).
    number = 1
    for font, extension, count in [(sf, "ttf", 8), (lato, "ttf", 6), (heros, "otf", 6)]:
        for _ in range(count):
            files["bitflip-%02d.%s" % (number, extension)] = bit_flips(font, 1000 + number)
            number += 1

    # Collections.
    #   fake.ttc: two faces; the first points at zeros inside the file, the second past its end.
    files["fake.ttc"] = collection([20, 0x7FFFFFF0], tail=bytes(44))
    #   fake-huge-count.ttc: claims 0xFFFFFFFF faces, lists one, a good font at offset 16.
    files["fake-huge-count.ttc"] = collection([16], count=0xFFFFFFFF) + shifted(sf, 16)
    files["ttc-zero-fonts.ttc"] = collection([], tail=bytes(32))
    files["ttc-self-offset.ttc"] = collection([0], tail=bytes(32))  # face 0 is the ttcf header itself
    files["ttc-offset-past-end.ttc"] = collection([0xFFFFFFF0], tail=bytes(32))
    files["ttc-truncated-font.ttc"] = collection([16]) + shifted(sf, 16)[:300]  # a good header, then a cut font
    #   ttc-two-bad-faces.ttc: two faces sharing one font whose head.unitsPerEm is 0.
    files["ttc-two-bad-faces.ttc"] = collection([20, 20]) + shifted(with_units_per_em(sf, 0), 20)

    # Web font wrappers: a plausible header, then garbage.
    woff_header = b"wOFF" + struct.pack(">IIHHIHHIIIII", 0x00010000, 4000, 10, 0, 9000, 1, 0, 0, 0, 0, 0, 0)
    files["fake.woff"] = woff_header + random_bytes(5, 256)
    woff2_header = b"wOF2" + struct.pack(">IIHHIIHHIIIII", 0x00010000, 4000, 10, 0, 9000, 3000, 1, 0, 0, 0, 0, 0, 0)
    files["fake.woff2"] = woff2_header + random_bytes(6, 256)
    files["woff-named.ttf"] = woff_header + random_bytes(7, 64)  # a WOFF header in a .ttf

    return files


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else HERE
    os.makedirs(output, exist_ok=True)
    files = corpus()
    for name in sorted(files):
        with open(os.path.join(output, name), "wb") as f:
            f.write(files[name])
    total = sum(len(data) for data in files.values())
    print("wrote %d files, %d bytes, to %s" % (len(files), total, output))


if __name__ == "__main__":
    main()
