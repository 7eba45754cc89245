#!/usr/bin/env python3
"""CI (.ci/run): type-checks what the macOS bundle is built from, since no Mac runs here.

dist/macos/Info.plist must parse as a property list and declare the .dhayam document type
and the exported UTI it names; dist/macos/dhayam.icns must be a whole .icns file with the
sizes make-icns.py packs. Run from the repo root; prints one line, exits 1 on a problem.
"""
import plistlib
import struct
import sys


def fail(message):
    print(f"macos bundle: {message}")
    sys.exit(1)


with open("dist/macos/Info.plist", "rb") as f:
    plist = plistlib.load(f)
if not isinstance(plist, dict):
    fail("Info.plist is not a dictionary")

exported = {}
for decl in plist.get("UTExportedTypeDeclarations", []):
    uti = decl.get("UTTypeIdentifier")
    tags = decl.get("UTTypeTagSpecification", {})
    if not isinstance(uti, str) or not isinstance(tags, dict):
        fail("an exported type lacks UTTypeIdentifier or UTTypeTagSpecification")
    if not isinstance(decl.get("UTTypeConformsTo", []), list):
        fail(f"{uti}: UTTypeConformsTo is not an array")
    exported[uti] = tags
dhayam_utis = [u for u, t in exported.items() if "dhayam" in t.get("public.filename-extension", [])]
if not dhayam_utis:
    fail("no exported UTI has the filename extension 'dhayam'")

documents = plist.get("CFBundleDocumentTypes", [])
opened = False
for doc in documents:
    if doc.get("CFBundleTypeRole") not in ("Editor", "Viewer", "Shell", "None"):
        fail(f"document type {doc.get('CFBundleTypeName')!r}: bad CFBundleTypeRole")
    for uti in doc.get("LSItemContentTypes", []):
        if uti in dhayam_utis:
            opened = True
        elif uti not in exported:
            fail(f"document type names UTI {uti!r}, which is not exported")
if not opened:
    fail(f"no CFBundleDocumentTypes entry opens {dhayam_utis[0]}")
if plist.get("NSHighResolutionCapable") is not True:
    fail("NSHighResolutionCapable is not true")

with open("dist/macos/dhayam.icns", "rb") as f:
    icns = f.read()
if icns[:4] != b"icns" or struct.unpack(">I", icns[4:8])[0] != len(icns):
    fail("dhayam.icns: bad header or length")
kinds, i = [], 8
while i < len(icns):
    kind, size = icns[i : i + 4], struct.unpack(">I", icns[i + 4 : i + 8])[0]
    if size < 8 or i + size > len(icns) or icns[i + 8 : i + 16] != b"\x89PNG\r\n\x1a\n":
        fail(f"dhayam.icns: chunk {kind!r} is not a whole PNG")
    kinds.append(kind.decode())
    i += size
missing = {"icp4", "icp5", "icp6", "ic07", "ic08", "ic09"} - set(kinds)
if missing:
    fail(f"dhayam.icns lacks {sorted(missing)}")
print(f"macos bundle: Info.plist declares {', '.join(dhayam_utis)} for .dhayam; "
      f"dhayam.icns has {' '.join(kinds)}")
