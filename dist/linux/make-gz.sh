#!/bin/sh
# Compresses the .deb's documents as Debian wants them (gzip -9n: best, no name or time), from
# their sources beside this script (run from the repo root after changing one):
#   dhayam.6, dhayam-cli.6  the man pages  -> /usr/share/man/man6/*.6.gz
#   changelog               Debian format  -> /usr/share/doc/dhayam/changelog.gz
# .ci/run checks that each .gz still holds its source.
set -eu
for f in dhayam.6 dhayam-cli.6 changelog; do
  gzip -9n -c "dist/linux/$f" > "dist/linux/$f.gz"
done
