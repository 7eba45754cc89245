#!/usr/bin/env python3
"""A Makruk match between two UCI engines, scored by game pairs (and, if asked, stopped by SPRT).

  tools/makruk-sprt.py --a "target/release/dhayam-cli makruk uci" --a-opt Level=Master \
      --b "$FAIRY_STOCKFISH_CURRENT" --b-opt "Use NNUE=false" \
      --movetime 100 --pairs 400 --seed 1 --out /tmp/match-current      # or --nodes-a/--nodes-b
  tools/makruk-sprt.py --stats /tmp/match-current                      # the figures so far
  tools/makruk-sprt.py --stats-log old.log                             # a makruk-match.py log
  tools/makruk-sprt.py --check-referee OUT...   # the referee against pyffish from the start

Why pairs: engine-versus-engine Makruk is drawn four games in five, and an opening can favour
one side. Each opening (a few random plies from the seed and the pair's number, or a line of
--book) is played twice with the colours swapped; a pair scores 0, ½, 1, 1½ or 2 for A, and
the five counts (the pentanomial) give the score's variance honestly, as fastchess and
cutechess report it. Raw percentages over 100 games hide how little they say.

Why a file per match: long runs are cut off. Every finished game is appended to OUT/games.jsonl
at once; run the same command again and it plays only the pairs not yet finished. The SPRT
(elo0, elo1, alpha, beta; the log-likelihood ratio of the normalised pentanomial model that
Fishtest uses) is always reported; with --sprt it also stops the match as soon as the result
is clear either way, but never before 30 pairs, since a handful of pairs gives the variance,
and so the ratio, no footing. --pairs caps the match; without --sprt it plays them all.
--keep-moves also keeps each game's moves after its opening in its record (some 700 bytes a
game), to replay a loss or make data of the positions.

The referee is pyffish (Fairy-Stockfish's rules, an outside GPL tool run for checks, never a
dependency of the app): mate, stalemate, repetition and counting as it judges them, bare
khuns a draw (docs/src/reference/makruk.md, M13), a game past --max-plies a draw. An illegal
move, a crash or a missing answer loses that game; such a game keeps its moves, and the
engines' stderr (a panic's message) is kept in OUT/engines.stderr. An answer read after the
limit is the engine's fault only if the engine's own `info ... time` says it searched that
long: a runner held up (the machine, another game's referee) reads old lines late, and the
record then counts its `late_reads`. Needs pyffish (python3 -m venv v && v/bin/pip install
pyffish; run this with v/bin/python).
"""
import argparse
import concurrent.futures
import json
import math
import os
import random
import shlex
import subprocess
import sys
import threading
import time

V = "makruk"
MIN_SPRT_PAIRS = 30


class Engine:
    """One UCI engine process for one game."""

    def __init__(self, cmd, opts, stderr=None):
        self.cmd = cmd
        # What an engine says on stderr (a panic's message) is kept beside the games.
        err = open(stderr, "a") if stderr else subprocess.DEVNULL
        self.p = subprocess.Popen(cmd.split(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=err, text=True, bufsize=1)
        if stderr:
            err.close()
        self.last_nodes = 0
        self.last_ms = None
        self.late_reads = 0
        self.send("uci")
        self.until("uciok", 30)
        self.send("setoption name UCI_Variant value makruk")
        for o in opts:
            name, _, value = o.partition("=")
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.until("readyok", 30)
        self.nodes = 0
        self.moves = 0

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, word, timeout):
        end = time.time() + timeout
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("exited")
            if line.startswith(word):
                return line
            words = line.split()
            if words[:1] == ["info"] and "nodes" in words:
                self.last_nodes = int(words[words.index("nodes") + 1])
            if words[:1] == ["info"] and "time" in words:
                self.last_ms = int(words[words.index("time") + 1])
            if time.time() >= end:
                # Late: the engine's doing or the runner's? A runner held up (another
                # game's referee, the machine) reads old lines late; the engine's own clock
                # in them says how long it had searched. Go on reading those (an engine
                # that never again says its time is stopped at ten times the limit).
                if (self.last_ms is not None and self.last_ms <= timeout * 1000
                        and time.time() < end + 10 * timeout):
                    self.late_reads += 1
                    continue
                raise RuntimeError(f"no '{word}' in {timeout:.0f} s")

    def best(self, start_moves, limit):
        self.send("position startpos" + (" moves " + " ".join(start_moves) if start_moves else ""))
        self.last_nodes = 0
        self.last_ms = None
        if limit[0] == "movetime":
            self.send(f"go movetime {limit[1]}")
            timeout = limit[1] / 1000 * 20 + 10
        else:
            self.send(f"go nodes {limit[1]}")
            timeout = 120
        line = self.until("bestmove", timeout)
        self.nodes += self.last_nodes
        self.moves += 1
        return line.split()[1]

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=5)
        except Exception:
            self.p.kill()


def kings_only(sf, fen):
    board = fen.split()[0]
    return sorted(c for c in board if c.isalpha()) == ["K", "k"]


def piece_on(fen, square):
    """The letter of the piece on `square` ("e3") in a FEN's board, or None."""
    rank_text = fen.split()[0].split("/")[8 - int(square[1])]
    file = 0
    for c in rank_text:
        if c.isdigit():
            file += int(c)
        elif c.isalpha():
            if file == ord(square[0]) - ord("a"):
                return c
            file += 1
    return None


class Referee:
    """pyffish's view of a game as it grows, asked from the position after the last capture or
    bia move with the moves since. Asked from the start, every ply replayed the whole game
    three times: a third of a 10,000-node game's time. Fairy-Stockfish's FEN keeps the count
    (its limit and ply), and no position repeats across a capture or a bia move, so the
    judgements are the same (`--check-referee` compares them on stored games)."""

    def __init__(self, sf, moves=()):
        self.sf = sf
        self.anchor = sf.start_fen(V)
        self.since = []
        self.fen = self.anchor
        for mv in moves:
            self.push(mv)

    def push(self, mv):
        irreversible = (piece_on(self.fen, mv[:2]) in ("P", "p")
                        or piece_on(self.fen, mv[2:4]) is not None)
        self.since.append(mv)
        self.fen = self.sf.get_fen(V, self.anchor, self.since)
        if irreversible:
            self.anchor, self.since = self.fen, []

    def legal(self):
        return self.sf.legal_moves(V, self.anchor, self.since)

    def stalemate(self):
        """With no legal move: stalemate (else mate)."""
        return self.sf.game_result(V, self.anchor, self.since) == 0

    def optional_end(self):
        return self.sf.is_optional_game_end(V, self.anchor, self.since, False, 0)[0]


def check_referee(sf, folders):
    """The referee's judgements, ply by ply, the same as pyffish's from the start, on every
    stored game with its moves; returns the plies compared."""
    start, plies = sf.start_fen(V), 0
    for folder in folders:
        for g in read_games(folder):
            if not g.get("moves"):
                continue
            moves = g["opening"].split() + g["moves"].split()
            r = Referee(sf)
            for n in range(len(moves) + 1):
                got = (r.fen, sorted(r.legal()), r.optional_end())
                want = (sf.get_fen(V, start, moves[:n]), sorted(sf.legal_moves(V, start, moves[:n])),
                        sf.is_optional_game_end(V, start, moves[:n], False, 0)[0])
                if got != want:
                    sys.exit(f"{folder} pair {g['pair']} ply {n}: {got} != {want}")
                if not want[1] and r.stalemate() != (sf.game_result(V, start, moves[:n]) == 0):
                    sys.exit(f"{folder} pair {g['pair']} ply {n}: the result differs")
                plies += 1
                if n < len(moves):
                    r.push(moves[n])
    return plies


def play(sf, white, black, opening, limits, max_plies):
    """White's points (1, ½ or 0), a word on how the game ended, and its moves."""
    moves = list(opening)
    referee = Referee(sf, moves)
    while len(moves) < max_plies:
        legal = referee.legal()
        if not legal:
            if referee.stalemate():
                return 0.5, "stalemate", moves
            return (0.0 if len(moves) % 2 == 0 else 1.0), "mate", moves
        if kings_only(sf, referee.fen):
            return 0.5, "bare khuns", moves
        if referee.optional_end():
            return 0.5, "draw", moves
        white_to_move = len(moves) % 2 == 0
        engine, limit = (white, limits[0]) if white_to_move else (black, limits[1])
        try:
            mv = engine.best(moves, limit)
        except RuntimeError as e:
            return (0.0 if white_to_move else 1.0), f"failure ({e})", moves
        if mv not in legal:
            return (0.0 if white_to_move else 1.0), f"illegal {mv}", moves
        moves.append(mv)
        referee.push(mv)
    return 0.5, "max plies", moves


def opening_for(sf, seed, pair, plies, book):
    if book:
        return book[pair % len(book)]
    rng = random.Random(f"{seed}/{pair}")
    moves = []
    for _ in range(plies):
        moves.append(rng.choice(sf.legal_moves(V, sf.start_fen(V), moves)))
    return moves


# --- the figures ---------------------------------------------------------------------------

def elo_of(score):
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400 * math.log10(1 / score - 1)


def score_of(elo):
    return 1 / (1 + 10 ** (-elo / 400))


def figures(pairs, elo0=0.0, elo1=10.0, alpha=0.05, beta=0.05):
    """The pentanomial, the score with its 95% interval, Elo and the SPRT's LLR and bounds."""
    penta = [0] * 5
    for p in pairs:
        penta[int(round(p * 2))] += 1  # a pair's points, 0 to 2, in halves
    n = sum(penta)
    out = {"pairs": n, "pentanomial": penta}
    if n == 0:
        return out
    mean = sum(i / 4 * c for i, c in enumerate(penta)) / n  # a pair's score, 0..1
    var = sum(c * (i / 4 - mean) ** 2 for i, c in enumerate(penta)) / n
    se = math.sqrt(var / n) if var > 0 else 0.0
    out.update(score=mean, interval=1.96 * se, elo=elo_of(mean),
               elo_low=elo_of(mean - 1.96 * se), elo_high=elo_of(mean + 1.96 * se))
    if var > 0:
        s0, s1 = score_of(elo0), score_of(elo1)
        out["llr"] = (s1 - s0) * (2 * mean - s0 - s1) * n / (2 * var)
    else:
        out["llr"] = 0.0
    out["bounds"] = (math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha))
    return out


def describe(games, f, sprt):
    wins = sum(1 for g in games if g["a_points"] == 1)
    losses = sum(1 for g in games if g["a_points"] == 0)
    draws = len(games) - wins - losses
    ends = {}
    for g in games:
        how = g["how"]
        key = how.split(" ")[0] if how.startswith(("illegal", "failure")) else how
        ends[key] = ends.get(key, 0) + 1
    lines = [f"games: {len(games)}  A +{wins} -{losses} ={draws}  "
             f"draw rate {100 * draws / max(1, len(games)):.0f}%  ends {ends}"]
    if f.get("pairs"):
        lines.append(f"pentanomial (A's pair points 0, ½, 1, 1½, 2): {f['pentanomial']} "
                     f"over {f['pairs']} pairs")
        lines.append(f"A score: {100 * f['score']:.1f}% ± {100 * f['interval']:.1f}%  "
                     f"Elo {round(f['elo']) + 0:+d} [{round(f['elo_low']) + 0:+d}, {round(f['elo_high']) + 0:+d}]")
        lo, hi = f["bounds"]
        verdict = ("too few pairs to judge" if f["pairs"] < MIN_SPRT_PAIRS
                   else "H1 accepted" if f["llr"] >= hi
                   else "H0 accepted" if f["llr"] <= lo else "going on")
        lines.append(f"SPRT elo0={sprt[0]} elo1={sprt[1]}: LLR {f['llr']:.2f} "
                     f"[{lo:.2f}, {hi:.2f}] {verdict}")
    nodes = [g for g in games if g.get("a_moves") and g.get("b_moves")]
    if nodes:
        a = sum(g["a_nodes"] for g in nodes) / sum(g["a_moves"] for g in nodes)
        b = sum(g["b_nodes"] for g in nodes) / sum(g["b_moves"] for g in nodes)
        lines.append(f"nodes a move: A {a:.0f}, B {b:.0f}")
    return "\n".join(lines)


def pair_points(games):
    by_pair = {}
    for g in games:
        by_pair.setdefault(g["pair"], []).append(g["a_points"])
    return [sum(v) for v in by_pair.values() if len(v) == 2]  # 0, ½, 1, 1½ or 2


def read_games(out):
    path = os.path.join(out, "games.jsonl")
    games = []
    if os.path.exists(path):
        with open(path) as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                try:
                    games.append(json.loads(line))
                except json.JSONDecodeError:
                    # a line cut short when the run was killed: that game is played again
                    print(f"{path}:{number}: unreadable, ignored", file=sys.stderr)
    return games


def read_match_log(path):
    """Games of a makruk-match.py log: consecutive games share an opening."""
    games = []
    with open(path) as f:
        for line in f:
            if line.startswith("game "):
                number = int(line.split()[1].rstrip(":"))
                points = float(line.split("A scores ")[1].split()[0])
                how = line.split(", ")[1]
                games.append({"pair": (number - 1) // 2, "a_points": points, "how": how})
    return games


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--a")
    ap.add_argument("--b")
    ap.add_argument("--a-opt", action="append", default=[])
    ap.add_argument("--b-opt", action="append", default=[])
    ap.add_argument("--movetime", type=int, help="ms a move for both")
    ap.add_argument("--nodes-a", type=int, help="nodes a move for A (not a time)")
    ap.add_argument("--nodes-b", type=int, help="nodes a move for B")
    ap.add_argument("--pairs", type=int, default=200, help="at most this many pairs")
    ap.add_argument("--openings", type=int, default=4, help="random plies before the engines")
    ap.add_argument("--book", help="a file of openings, one line of UCI moves each")
    ap.add_argument("--max-plies", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--concurrency", type=int, default=1, help="games at once (one a core)")
    ap.add_argument("--sprt", action="store_true", help="stop when the SPRT decides")
    ap.add_argument("--elo0", type=float, default=0.0)
    ap.add_argument("--elo1", type=float, default=10.0)
    ap.add_argument("--alpha", type=float, default=0.05)
    ap.add_argument("--beta", type=float, default=0.05)
    ap.add_argument("--out", help="the match's folder: games.jsonl and command.txt")
    ap.add_argument("--keep-moves", action="store_true",
                    help="keep each game's moves after its opening (to replay or study it)")
    ap.add_argument("--stats", metavar="OUT", help="print the figures of a match folder")
    ap.add_argument("--stats-log", metavar="LOG", help="print the figures of a makruk-match.py log")
    ap.add_argument("--check-referee", metavar="OUT", nargs="+",
                    help="compare the referee with pyffish from the start on these folders' games")
    a = ap.parse_args()
    sprt = (a.elo0, a.elo1, a.alpha, a.beta)

    if a.stats or a.stats_log:
        games = read_games(a.stats) if a.stats else read_match_log(a.stats_log)
        print(describe(games, figures(pair_points(games), *sprt), sprt))
        return 0
    if a.check_referee:
        import pyffish as sf
        print(f"the same judgements at {check_referee(sf, a.check_referee)} plies")
        return 0
    if not (a.a and a.b and a.out):
        ap.error("--a, --b and --out are needed to play (or --stats OUT)")
    if (a.movetime is None) == (a.nodes_a is None and a.nodes_b is None):
        ap.error("give --movetime, or --nodes-a and --nodes-b")
    if a.movetime is None and (a.nodes_a is None or a.nodes_b is None):
        ap.error("--nodes-a and --nodes-b go together")
    limits_a = ("movetime", a.movetime) if a.movetime else ("nodes", a.nodes_a)
    limits_b = ("movetime", a.movetime) if a.movetime else ("nodes", a.nodes_b)

    import pyffish as sf

    book = None
    if a.book:
        with open(a.book) as f:
            book = [line.split() for line in f if line.strip() and not line.startswith("#")]
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "command.txt"), "a") as f:
        f.write(shlex.join(sys.argv) + "\n")
    games = read_games(a.out)
    done = {(g["pair"], g["a_white"]) for g in games}
    lock = threading.Lock()
    stop = threading.Event()

    def one(pair, a_white):
        if stop.is_set():
            return
        opening = opening_for(sf, a.seed, pair, a.openings, book)
        stderr = os.path.join(a.out, "engines.stderr")
        A, B = Engine(a.a, a.a_opt, stderr), Engine(a.b, a.b_opt, stderr)
        try:
            w, b = (A, B) if a_white else (B, A)
            lw, lb = (limits_a, limits_b) if a_white else (limits_b, limits_a)
            t = time.time()
            white_points, how, moves = play(sf, w, b, opening, (lw, lb), a.max_plies)
        finally:
            A.quit()
            B.quit()
        g = {"pair": pair, "a_white": a_white, "opening": " ".join(opening),
             "a_points": white_points if a_white else 1 - white_points, "how": how,
             "seconds": round(time.time() - t, 1), "a_nodes": A.nodes, "a_moves": A.moves,
             "b_nodes": B.nodes, "b_moves": B.moves}
        if a.keep_moves or how.startswith("failure"):
            g["moves"] = " ".join(moves[len(opening):])
        if A.late_reads or B.late_reads:
            g["late_reads"] = A.late_reads + B.late_reads
        with lock:
            with open(os.path.join(a.out, "games.jsonl"), "a") as f:
                f.write(json.dumps(g) + "\n")
            games.append(g)
            f = figures(pair_points(games), *sprt)
            print(f"pair {pair + 1} A {'white' if a_white else 'black'}: {how}, A scores "
                  f"{g['a_points']} ({g['seconds']:.0f} s); pairs {f.get('pairs', 0)}, "
                  f"LLR {f.get('llr', 0):.2f}", flush=True)
            lo, hi = f["bounds"] if "bounds" in f else (-math.inf, math.inf)
            decided = f.get("llr", 0) >= hi or f.get("llr", 0) <= lo
            if a.sprt and decided and f.get("pairs", 0) >= MIN_SPRT_PAIRS:
                stop.set()

    todo = [(p, w) for p in range(a.pairs) for w in (True, False) if (p, w) not in done]
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.concurrency) as pool:
        for future in [pool.submit(one, p, w) for p, w in todo]:
            future.result()
    print(describe(games, figures(pair_points(games), *sprt), sprt))
    return 0


if __name__ == "__main__":
    sys.exit(main())
