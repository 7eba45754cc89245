#!/bin/sh
# Renders the icons from their two drawings (run from the repo root after changing either):
#   dist/icons/dhayam.svg              the app: PNGs of 16-512 px, the Windows .ico, the macOS .icns
#   dist/icons/application-x-dhayam.svg  a saved game (.dhayam): PNGs of 16-256 px, the Windows .ico
# Needs rsvg-convert (Debian's librsvg2-bin), ImageMagick's convert (imagemagick) and python3.
set -eu
for s in 16 32 48 64 128 256 512; do
  rsvg-convert -w $s -h $s dist/icons/dhayam.svg -o dist/icons/dhayam-$s.png
done
for s in 16 32 48 64 128 256; do
  rsvg-convert -w $s -h $s dist/icons/application-x-dhayam.svg -o dist/icons/application-x-dhayam-$s.png
done
# ImageMagick keeps 256 px as PNG and the small sizes as bitmaps, which every Windows reads.
convert dist/icons/dhayam-256.png dist/icons/dhayam-48.png dist/icons/dhayam-32.png \
  dist/icons/dhayam-16.png dist/windows/dhayam.ico
convert dist/icons/application-x-dhayam-256.png dist/icons/application-x-dhayam-48.png \
  dist/icons/application-x-dhayam-32.png dist/icons/application-x-dhayam-16.png \
  dist/windows/application-x-dhayam.ico
python3 dist/macos/make-icns.py
