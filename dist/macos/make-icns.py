#!/usr/bin/env python3
"""Packs dist/icons/dhayam-{16..512}.png into dist/macos/dhayam.icns (run from the repo root).

An .icns file is a list of typed chunks; since macOS 10.7 a chunk may hold a PNG as is,
so no Apple tool (iconutil, sips) is needed to build one on Linux.
"""
import struct

CHUNKS = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}

body = b""
for size, kind in CHUNKS.items():
    with open(f"dist/icons/dhayam-{size}.png", "rb") as f:
        png = f.read()
    body += kind + struct.pack(">I", 8 + len(png)) + png
with open("dist/macos/dhayam.icns", "wb") as f:
    f.write(b"icns" + struct.pack(">I", 8 + len(body)) + body)
