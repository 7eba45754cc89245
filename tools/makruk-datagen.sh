#!/usr/bin/env bash
# makruk-datagen.sh FIRST LAST [CLI] — self-play games for the learned evaluation, one file
# of 200 games a seed, data/makruk/games-SEED.games, by the shipped network's search at
# 10,000 nodes a move (the recipe of nets 4 to 6; docs/src/lab/makruk.md). Run it again
# after a cut: a whole file is skipped, a begun one goes on from the games it holds. Commit
# the files: they are the data (about 5 MB a million positions), and they were lost when
# kept outside.
set -euo pipefail
first=${1:?FIRST seed}; last=${2:?LAST seed}
cli=${3:-target/release/dhayam-cli}
here=$(cd "$(dirname "$0")/.." && pwd)
for seed in $(seq "$first" "$last"); do
  nice -n 19 "$cli" makruk datagen --games 200 --nodes 10000 --threads 1 --eval learned \
      --seed "$seed" --out "$here/data/makruk/games-$seed.games"
done
