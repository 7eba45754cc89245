#!/usr/bin/env python3
"""Writes tests/makruk/games.pgn: games between two Fairy-Stockfish players at a low skill,
with their SAN written by pyffish as pychess.org writes it, and pyffish's FEN after the
last move in a `PyffishFEN` tag for the test to compare with. Outside tools only (GPL):
they make the fixture; nothing of them is shipped.

  python3 -m venv /tmp/v && /tmp/v/bin/pip install pyffish
  /tmp/v/bin/python tests/makruk/make-games.py --games 12 > tests/makruk/games.pgn
"""
import argparse, random, subprocess

import pyffish as sf

START = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1"


def play(fs, rng, max_plies):
    moves = []
    fs.stdin.write("ucinewgame\n")
    for _ in range(max_plies):
        legal = sf.legal_moves("makruk", START, moves)
        if not legal or sf.is_optional_game_end("makruk", START, moves)[0]:
            break
        if sf.game_result("makruk", START, moves) != 0:
            break
        if rng.random() < 0.15:
            moves.append(rng.choice(legal))
            continue
        fs.stdin.write(f"position startpos moves {' '.join(moves)}\ngo movetime 10\n")
        fs.stdin.flush()
        while True:
            line = fs.stdout.readline()
            if line.startswith("bestmove"):
                moves.append(line.split()[1])
                break
    return moves


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--fs", default="/usr/games/fairy-stockfish")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    fs = subprocess.Popen([a.fs], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    fs.stdin.write("uci\nsetoption name UCI_Variant value makruk\nsetoption name Skill Level value 0\n")
    for g in range(a.games):
        moves = play(fs, rng, 300)
        sans = sf.get_san_moves("makruk", START, moves)
        result = sf.game_result("makruk", START, moves)
        tag = "1/2-1/2" if not sf.legal_moves("makruk", START, moves) and result == 0 else (
            "*" if result == 0 else ("1-0" if (result > 0) == (len(moves) % 2 == 0) else "0-1"))
        print(f'[Event "Fixture {g + 1}"]\n[Site "fairy-stockfish self-play"]\n[Date "????.??.??"]')
        print(f'[Round "{g + 1}"]\n[White "Skill 0"]\n[Black "Skill 0"]\n[Result "{tag}"]')
        print('[Variant "Makruk"]')
        print(f'[PyffishFEN "{sf.get_fen("makruk", START, moves)}"]\n')
        words = []
        for i, san in enumerate(sans):
            if i % 2 == 0:
                words.append(f"{i // 2 + 1}.")
            words.append(san)
            if i % 17 == 5:
                words.append("{a comment}")
            if i % 23 == 7:
                words.append("$1")
        words.append(tag)
        line = ""
        for w in words:
            if len(line) + len(w) + 1 > 80:
                print(line)
                line = w
            else:
                line = f"{line} {w}" if line else w
        print(line + "\n")
    fs.stdin.write("quit\n")


if __name__ == "__main__":
    main()
