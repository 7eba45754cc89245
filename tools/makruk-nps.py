#!/usr/bin/env python3
"""Nodes per CPU second of `dhayam-cli makruk uci` at a fixed depth, for each evaluation.

CPU time (user + system of the engine process), not wall time, so a busy shared machine
does not skew the figure much. Usage:
    tools/makruk-nps.py CLI DEPTH EVAL [EVAL...]     (EVAL: hand, learned or a network file)
    tools/makruk-nps.py --uci "ENGINE" DEPTH [NAME=VALUE...]   (any Makruk UCI engine)

The second form measures an outside engine the same way, e.g. today's Fairy-Stockfish with
"Use NNUE=false": its nodes per CPU second against ours turn a time control into node
limits for tools/makruk-sprt.py, whose node-limited matches a busy machine cannot skew.
"""
import resource
import subprocess
import sys

POSITIONS = [
    ("start", "startpos"),
    ("middlegame", "fen r2m1k2/2s3s1/p1p2pM~1/p1P1nPr1/4P1pp/1P6/2S1S3/RN1KM1R1 w - - 1 21"),
]


def run(command, depth, options, position):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, text=True)
    setup = "".join(f"setoption name {n} value {v}\n" for n, v in options)
    p.stdin.write(f"setoption name UCI_Variant value makruk\n{setup}position {position}\n"
                  f"go depth {depth}\n")
    p.stdin.flush()
    last = ""
    for line in p.stdout:
        if line.startswith("info depth"):
            last = line
        if line.startswith("bestmove"):
            break
    p.stdin.write("quit\n")
    p.stdin.close()
    p.wait()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    words = last.split()
    nodes = int(words[words.index("nodes") + 1])
    return nodes, cpu


def main():
    if sys.argv[1] == "--uci":
        command, depth = sys.argv[2].split(), int(sys.argv[3])
        options = [tuple(o.split("=", 1)) for o in sys.argv[4:]]
        runs = [(" ".join(sys.argv[4:]) or "-", command, options)]
    else:
        cli, depth = sys.argv[1], int(sys.argv[2])
        command = cli.split() + ["makruk", "uci"]
        runs = [(e, command, [("Evaluation", e)]) for e in sys.argv[3:]]
    for name, position in POSITIONS:
        for label, command, options in runs:
            nodes, cpu = run(command, depth, options, position)
            print(f"{name:10} {label:28} depth {depth}: {nodes} nodes, "
                  f"{cpu:.2f} s CPU, {nodes / cpu:,.0f} nodes/s")


if __name__ == "__main__":
    main()
