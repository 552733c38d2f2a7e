#!/usr/bin/env python3
"""Writes the PNG fixtures by hand with zlib and struct, independently of libpng and fontprobe.

    python3 Fixtures/images/make-images.py [DIRECTORY]   (default: this script's folder)

rgba-3x2.png: 8-bit RGBA (colour type 6), 3 x 2 pixels, rows filtered None then Sub:
    row 0: (255, 0, 0, 255)  (0, 255, 0, 128)  (0, 0, 255, 0)
    row 1: (10, 20, 30, 40)  (50, 60, 70, 80)  (90, 100, 110, 120)
gray-2x2.png: 8-bit grey (colour type 0), 2 x 2 pixels, values 0, 85 / 170, 255, filter Up on
    row 1 (libpng spreads grey to R = G = B, alpha 255).
palette-2x1.png: 8-bit palette (colour type 3) with tRNS, 2 x 1 pixels: palette entry 1
    (200, 100, 50, alpha 255), then entry 0 (1, 2, 3, alpha 0).
The tests (Tests/FontProbeOutputTests/PNG/PNGImageTests.swift) write the same values.
"""
import os
import struct
import sys
import zlib


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(width, height, color_type, raw_rows, extra=b""):
    header = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, 0)
    data = zlib.compress(b"".join(raw_rows), 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def sub_filter(row, bpp):
    return bytes((row[i] - (row[i - bpp] if i >= bpp else 0)) & 0xFF for i in range(len(row)))


def up_filter(row, previous):
    return bytes((a - b) & 0xFF for a, b in zip(row, previous))


def main():
    directory = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    rgba0 = bytes([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0])
    rgba1 = bytes([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120])
    files = {
        "rgba-3x2.png": png(3, 2, 6, [b"\x00" + rgba0, b"\x01" + sub_filter(rgba1, 4)]),
        "gray-2x2.png": png(2, 2, 0, [b"\x00" + bytes([0, 85]), b"\x02" + up_filter(bytes([170, 255]), bytes([0, 85]))]),
        "palette-2x1.png": png(
            2, 1, 3, [b"\x00" + bytes([1, 0])],
            extra=chunk(b"PLTE", bytes([1, 2, 3, 200, 100, 50])) + chunk(b"tRNS", bytes([0, 255])),
        ),
    }
    for name, data in files.items():
        with open(os.path.join(directory, name), "wb") as f:
            f.write(data)


if __name__ == "__main__":
    main()
