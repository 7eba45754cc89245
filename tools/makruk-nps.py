#!/usr/bin/env python3
"""Nodes per CPU second of `dhayam-cli makruk uci` at a fixed depth, for each evaluation.

CPU time (user + system of the engine process), not wall time, so a busy shared machine
does not skew the figure much. Usage:
    tools/makruk-nps.py CLI DEPTH EVAL [EVAL...]     (EVAL: hand, learned or a network file)
"""
import resource
import subprocess
import sys

POSITIONS = [
    ("start", "startpos"),
    ("middlegame", "fen r2m1k2/2s3s1/p1p2pM~1/p1P1nPr1/4P1pp/1P6/2S1S3/RN1KM1R1 w - - 1 21"),
]


def run(cli, depth, evaluation, position):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.Popen(cli.split() + ["makruk", "uci"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
    p.stdin.write(f"setoption name Evaluation value {evaluation}\nposition {position}\n"
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
    cli, depth, evals = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    for name, position in POSITIONS:
        for evaluation in evals:
            nodes, cpu = run(cli, depth, evaluation, position)
            print(f"{name:10} {evaluation:28} depth {depth}: {nodes} nodes, "
                  f"{cpu:.2f} s CPU, {nodes / cpu:,.0f} nodes/s")


if __name__ == "__main__":
    main()
