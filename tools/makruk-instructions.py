#!/usr/bin/env python3
"""Instructions a fixed-depth search takes, counted by valgrind's cachegrind, for builds of
`dhayam-cli` side by side: a figure this shared, noisy machine cannot skew.

Times here spread by a third from run to run (two cores, other jobs, no hardware counters),
so a change of a few percent in speed cannot be seen in them; the count of instructions is
the same every run. It is not the time: a cache miss costs no instructions, so a change of
memory (the table, the accumulators' size) still wants a time measure (tools/makruk-nps.py)
on a quiet machine. Usage:

    tools/makruk-instructions.py DEPTH CLI [CLI...]

Each build searches the positions of tools/makruk-nps.py to DEPTH with its default
evaluation; the first build is the reference of the ratios. Builds that search different
trees (different node counts) are compared per node. Needs `valgrind`; a search runs some
50 times slower under it, so depth 14 takes about a minute a build.
"""
import importlib.util
import os
import re
import subprocess
import sys
import tempfile


def load_nps():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "makruk-nps.py")
    spec = importlib.util.spec_from_file_location("makruk_nps", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def count(cli, depth, position):
    """(nodes, instructions) of one search under cachegrind."""
    script = (f"setoption name UCI_Variant value makruk\nposition {position}\n"
              f"go depth {depth}\n")
    with tempfile.NamedTemporaryFile("r", suffix=".log") as log:
        p = subprocess.Popen(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no",
             "--cachegrind-out-file=/dev/null", f"--log-file={log.name}",
             cli, "makruk", "uci"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        p.stdin.write(script)
        p.stdin.flush()
        nodes = None
        for line in p.stdout:
            if line.startswith("info depth"):
                words = line.split()
                nodes = int(words[words.index("nodes") + 1])
            if line.startswith("bestmove"):
                break
        p.stdin.write("quit\n")
        p.stdin.close()
        p.wait()
        found = re.search(r"I\s+refs:\s+([\d,]+)", log.read())
    if nodes is None or found is None:
        sys.exit(f"{cli}: no search or no count (is valgrind installed?)")
    return nodes, int(found.group(1).replace(",", ""))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    depth, clis = int(sys.argv[1]), sys.argv[2:]
    for name, position in load_nps().POSITIONS:
        reference = None
        for cli in clis:
            nodes, instructions = count(cli, depth, position)
            per_node = instructions / nodes
            reference = reference or per_node
            print(f"{name:10} {cli:32} depth {depth}: {nodes} nodes, "
                  f"{instructions:,} instructions, {per_node:,.0f} a node, "
                  f"{per_node / reference:.3f} of the first")


if __name__ == "__main__":
    main()
