#!/usr/bin/env python3
"""Tunes the Makruk search's margins by SPSA: game pairs between two settings of them.

  tools/makruk-spsa.py --engine "target/release/dhayam-cli makruk uci --tune" \\
      --opt Level=Master --nodes 10000 --pairs 4000 --seed 1 --concurrency 2 \\
      --out docs/src/lab/spsa/NAME                       # go on: the same command again
  tools/makruk-spsa.py --stats docs/src/lab/spsa/NAME   # where the knobs stand

The knobs are the engine's own: `dhayam-cli makruk uci --tune` lists each one (src/makruk/ai/
tune.rs) as a spin option with its default and range; --knobs picks some (all by default).

How (Spall's simultaneous perturbation, with the gains Fishtest's SPSA uses): at iteration k
every knob is pushed up or down at random by c_k at once, giving two engines, plus and minus;
they play one game pair (an opening of a few random plies from the seed and k, played twice
with the colours swapped); each knob then moves by a_k / c_k x (plus's points - minus's) in
the direction it was pushed for plus. c_k = c_end (N/k)^0.101 and a_k = r_end c_end^2
((A+N)/(A+k))^0.602 with A = N/10, N the planned pairs: large steps first, smaller as the
run goes on. c_end is a twentieth of a knob's range unless --c-end says otherwise.

A run is long (thousands of pairs), so everything is in its folder at once: state.json (the
knobs now and the iteration), iterations.jsonl (each iteration's push, result and knobs
after), command.txt. Run the same command again and it goes on. Values are rounded for the
engines, so integer knobs with small ranges move by whole steps only once a_k allows.

An SPSA result is a candidate, not a change: put the knobs into src/makruk/ai/params.rs and
keep them only if tools/makruk-sprt.py's SPRT against the shipped margins says so.
Needs pyffish (the referee, an outside GPL tool; see makruk-sprt.py).
"""
import argparse
import concurrent.futures
import importlib.util
import json
import os
import random
import shlex
import subprocess
import sys
import threading

ALPHA, GAMMA = 0.602, 0.101
NOT_KNOBS = {"Hash", "Threads", "Skill Level", "Seed", "Level", "UCI_Variant", "Evaluation"}


def load_sprt():
    """makruk-sprt.py's engine, referee and openings (its name has a hyphen)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "makruk-sprt.py")
    spec = importlib.util.spec_from_file_location("makruk_sprt", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def listed_knobs(engine_cmd):
    """The engine's spin options that are knobs: {name: (default, min, max)}."""
    p = subprocess.run(engine_cmd.split(), input="uci\nquit\n", capture_output=True, text=True,
                       timeout=30)
    knobs = {}
    for line in p.stdout.splitlines():
        words = line.split()
        if words[:2] != ["option", "name"] or "type" not in words:
            continue
        t = words.index("type")
        name = " ".join(words[2:t])
        if words[t + 1] != "spin" or name in NOT_KNOBS:
            continue
        value = {w: int(words[i + 1]) for i, w in enumerate(words) if w in ("default", "min", "max")}
        knobs[name] = (value["default"], value["min"], value["max"])
    return knobs


def gains(k, n, c_end, r_end):
    """c_k and a_k / c_k for iteration k (from 1) of a run of n."""
    big_a = n / 10
    c_k = c_end * (n / k) ** GAMMA
    a_k = r_end * c_end ** 2 * ((big_a + n) / (big_a + k)) ** ALPHA
    return c_k, a_k / c_k


def write_json(path, value):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(value, f, indent=1, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def stats(out):
    with open(os.path.join(out, "state.json")) as f:
        state = json.load(f)
    lines = [f"iterations {state['k']} of {state['pairs']}"]
    iters = []
    path = os.path.join(out, "iterations.jsonl")
    if os.path.exists(path):
        with open(path) as f:
            iters = [json.loads(line) for line in f if line.strip()]
    if iters:
        results = [it["result"] for it in iters]
        lines.append(f"pairs won by plus {sum(r > 0 for r in results)}, by minus "
                     f"{sum(r < 0 for r in results)}, even {sum(r == 0 for r in results)}")
    lines.append(f"{'knob':<24}{'default':>9}{'now':>10}{'change':>9}{'in c_end':>10}  range")
    for name, k in state["knobs"].items():
        change = k["theta"] - k["default"]
        lines.append(f"{name:<24}{k['default']:>9}{k['theta']:>10.1f}{change:>+9.1f}"
                     f"{change / k['c_end']:>+10.2f}  {k['min']}..{k['max']}")
    lines.append("as options: " + " ".join(
        f"--a-opt {name}={round(k['theta'])}" for name, k in state["knobs"].items()))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", help="the engine, listing its knobs (… makruk uci --tune)")
    ap.add_argument("--opt", action="append", default=[], help="a fixed option, NAME=VALUE")
    ap.add_argument("--knobs", help="comma-separated knobs to tune (all listed by default)")
    ap.add_argument("--nodes", type=int, default=10000, help="nodes a move (not a time)")
    ap.add_argument("--pairs", type=int, default=4000, help="the run's planned pairs, N")
    ap.add_argument("--c-end", type=float, default=0.05, help="c_end as a share of the range")
    ap.add_argument("--r-end", type=float, default=0.002, help="a_end / c_end^2")
    ap.add_argument("--openings", type=int, default=4, help="random plies before the engines")
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--concurrency", type=int, default=1, help="pairs at once (a core each)")
    ap.add_argument("--out", help="the run's folder")
    ap.add_argument("--stats", metavar="OUT", help="print where a run's knobs stand")
    a = ap.parse_args()
    if a.stats:
        print(stats(a.stats))
        return 0
    if not (a.engine and a.out):
        ap.error("--engine and --out are needed (or --stats OUT)")

    sprt = load_sprt()
    import pyffish as sf

    os.makedirs(a.out, exist_ok=True)
    state_path = os.path.join(a.out, "state.json")
    if os.path.exists(state_path):
        with open(state_path) as f:
            state = json.load(f)
        print(f"going on after iteration {state['k']}", flush=True)
    else:
        listed = listed_knobs(a.engine)
        if not listed:
            sys.exit(f"{a.engine!r} lists no knobs: give it --tune (dhayam-cli makruk uci --tune)")
        wanted = a.knobs.split(",") if a.knobs else list(listed)
        unknown = [w for w in wanted if w not in listed]
        if unknown:
            sys.exit(f"no knob called {', '.join(unknown)}; the engine has {', '.join(listed)}")
        state = {"k": 0, "pairs": a.pairs, "r_end": a.r_end, "nodes": a.nodes, "knobs": {
            name: {"default": d, "min": lo, "max": hi, "theta": float(d),
                   "c_end": max((hi - lo) * a.c_end, 0.5)}
            for name, (d, lo, hi) in listed.items() if name in wanted}}
        write_json(state_path, state)
    with open(os.path.join(a.out, "command.txt"), "a") as f:
        f.write(shlex.join(sys.argv) + "\n")

    lock = threading.Lock()
    started = {"k": state["k"]}
    n = state["pairs"]
    limit = ("nodes", state["nodes"])

    def one():
        with lock:
            if started["k"] >= n:
                return False
            started["k"] += 1
            k = started["k"]
            rng = random.Random(f"{a.seed}/spsa/{k}")
            flip, plus, minus, steps = {}, {}, {}, {}
            for name, knob in state["knobs"].items():
                c_k, steps[name] = gains(k, n, knob["c_end"], state["r_end"])
                flip[name] = rng.choice((-1, 1))
                for side, sign in ((plus, 1), (minus, -1)):
                    v = knob["theta"] + sign * c_k * flip[name]
                    side[name] = min(knob["max"], max(knob["min"], round(v)))
        opening = sprt.opening_for(sf, a.seed, k, a.openings, None)
        points = 0.0
        for plus_white in (True, False):
            P = sprt.Engine(a.engine, a.opt + [f"{x}={v}" for x, v in plus.items()])
            M = sprt.Engine(a.engine, a.opt + [f"{x}={v}" for x, v in minus.items()])
            try:
                w, b = (P, M) if plus_white else (M, P)
                white, _, _ = sprt.play(sf, w, b, opening, (limit, limit), a.max_plies)
            finally:
                P.quit()
                M.quit()
            points += white if plus_white else 1 - white
        result = 2 * points - 2  # plus's points minus minus's, -2..2
        with lock:
            for name, knob in state["knobs"].items():
                moved = knob["theta"] + steps[name] * result * flip[name]
                knob["theta"] = min(knob["max"], max(knob["min"], moved))
            state["k"] += 1
            with open(os.path.join(a.out, "iterations.jsonl"), "a") as f:
                f.write(json.dumps({"k": k, "opening": " ".join(opening), "plus": plus,
                                    "minus": minus, "result": result, "theta": {
                                        x: round(v["theta"], 2)
                                        for x, v in state["knobs"].items()}}) + "\n")
            write_json(state_path, state)
            print(f"iteration {k}: plus {points}/2", flush=True)
        return True

    def worker():
        while one():
            pass

    with concurrent.futures.ThreadPoolExecutor(max_workers=a.concurrency) as pool:
        for future in [pool.submit(worker) for _ in range(a.concurrency)]:
            future.result()
    print(stats(a.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
