#!/usr/bin/env bash
# Our Makruk levels against Fairy-Stockfish's Skill Levels (the book's lab page,
# docs/src/lab/makruk.md, "Against Fairy-Stockfish").
#
#   tools/makruk-vs-fsf.sh CLI [a|b|c|all]   e.g. tools/makruk-vs-fsf.sh target/release/dhayam-cli
#
# a: Master against Skill Level 10, 15 and 20, 100 games each, 100 ms a move.
# c: Master against today's Fairy-Stockfish (its classical evaluation: "Use NNUE=false"; the
#    engine from $FAIRY_STOCKFISH_CURRENT, the path the outside build script prints),
#    by game pairs with tools/makruk-sprt.py: 200 pairs at 100 ms a move into $OUT/current-time,
#    and 200 pairs at node limits worth 100 ms on an idle core (NODES_A, NODES_B; measure both
#    engines' nodes per CPU second with tools/makruk-nps.py) into $OUT/current-nodes, which a
#    busy machine cannot skew. Both resume where they were cut off.
# b: each lower level against the Skill Levels nearest its 50% mark, 20 games each, seed 1
#    (the pairings the lab page's ladder reports; the bisection that found them is not redone).
# Logs go to $OUT (default /tmp/makruk-vs-fsf/); each log's last line is 'A score: S/N (P%)'.
#
# Needs the match runner makruk-match.py, an outside tool, at $MAKRUK_MATCH (or $MATCH), pyffish
# in $PY (default /tmp/v/bin/python) and Fairy-Stockfish at $FAIRY_STOCKFISH (default
# /usr/games/fairy-stockfish). Fairy-Stockfish and pyffish are GPL outside tools, run as
# separate programs: never dependencies of the app.
set -euo pipefail
cli=$(realpath "${1:?usage: $0 CLI [a|b|all]}")
part=${2:-all}
MATCH=${MAKRUK_MATCH:-${MATCH:?set MAKRUK_MATCH to the path of makruk-match.py}}
FSF=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
PY=${PY:-/tmp/v/bin/python}
OUT=${OUT:-/tmp/makruk-vs-fsf}
mkdir -p "$OUT"

match() { # LEVEL SKILL GAMES
    echo "$1 vs Skill Level $2, $3 games" >&2
    nice -n 10 "$PY" "$MATCH" --a "$cli makruk uci" --a-opt "Level=$1" \
        --b "$FSF" --b-opt "Skill Level=$2" \
        --games "$3" --movetime 100 --seed 1 > "$OUT/$1-skill$2.log"
    tail -1 "$OUT/$1-skill$2.log"
}

if [[ $part == a || $part == all ]]; then
    for s in 10 15 20; do match Master "$s" 100; done
fi
if [[ $part == c || $part == all ]]; then
    current=${FAIRY_STOCKFISH_CURRENT:?set FAIRY_STOCKFISH_CURRENT to the current Fairy-Stockfish}
    sprt() { # FOLDER LIMITS...
        local folder=$1
        shift
        nice -n 10 "$PY" "$(dirname "$0")/makruk-sprt.py" --a "$cli makruk uci" --a-opt Level=Master \
            --b "$current" --b-opt "Use NNUE=false" --pairs 200 --seed 1 --out "$OUT/$folder" "$@" \
            | tail -5
    }
    sprt current-time --movetime 100
    # 98 ms of an idle core to Master with net 7 and i16 accumulators, 100 ms to
    # Fairy-Stockfish, measured 7 December 2026 (the lab page).
    sprt current-nodes --nodes-a "${NODES_A:-100000}" --nodes-b "${NODES_B:-52000}"
fi
if [[ $part == b || $part == all ]]; then
    for p in Hard:8 Hard:9 Medium:1 Medium:2 Easy:-5 Easy:-3 Beginner:-11; do match "${p%:*}" "${p#*:}" 20; done
fi
