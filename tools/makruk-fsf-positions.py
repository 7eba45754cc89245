#!/usr/bin/env python3
"""Positions scored by Fairy-Stockfish, for fitting Makruk's evaluation (the book's
docs/src/lab/makruk.md, "How the evaluation was tuned"). Fairy-Stockfish is GPL: an outside
tool here, never a dependency.

  makruk-fsf-positions.py --games 150 --depth 8 --seed 1 > positions.txt

Plays Fairy-Stockfish against itself at a low Skill Level from random 4-ply openings, and
for every other position not in check writes 'FEN;score' with the score in Fairy-Stockfish's
centipawns for White, from a search of --depth plies. Needs pyffish (makruk-match.py says
how) and /usr/games/fairy-stockfish.
"""
import argparse, random, subprocess, sys

import pyffish as sf

V = "makruk"


class Engine:
    def __init__(self, path, skill):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")
        self.send("setoption name UCI_Variant value makruk")
        self.send(f"setoption name Skill Level value {skill}")
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, word):
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            if line.startswith(word):
                return line

    def search(self, fen, depth):
        self.send(f"position fen {fen}")
        self.send(f"go depth {depth}")
        score = None
        while True:
            line = self.p.stdout.readline()
            if line.startswith("info depth") and " score " in line:
                kind, value = line.split(" score ")[1].split()[:2]
                score = (kind, int(value))
            if line.startswith("bestmove"):
                return line.split()[1], score


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--depth", type=int, default=8)
    ap.add_argument("--play-depth", type=int, default=4)
    ap.add_argument("--skill", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--engine", default="/usr/games/fairy-stockfish")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    player, judge = Engine(a.engine, a.skill), Engine(a.engine, 20)
    start = sf.start_fen(V)
    for g in range(a.games):
        moves = []
        for _ in range(4):
            moves.append(rng.choice(sf.legal_moves(V, start, moves)))
        while len(moves) < 300:
            if not sf.legal_moves(V, start, moves):
                break
            if sf.is_optional_game_end(V, start, moves, False, 0)[0]:
                break
            fen = sf.get_fen(V, start, moves)
            if len(moves) % 2 == 0 and not sf.gives_check(V, start, moves):
                _, score = judge.search(fen, a.depth)
                if score and score[0] == "cp" and abs(score[1]) < 1500:
                    white = score[1] if fen.split()[1] == "w" else -score[1]
                    print(f"{fen};{white}", flush=True)
            mv, _ = player.search(fen, a.play_depth)
            if mv == "(none)":
                break
            moves.append(mv)
        print(f"game {g + 1} done", file=sys.stderr, flush=True)


if __name__ == "__main__":
    main()
