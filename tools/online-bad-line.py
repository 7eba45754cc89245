#!/usr/bin/env python3
"""Games at a distance over a bad line, on this machine only: two `dhayam-cli online`
processes play through a UDP relay on 127.0.0.1 that holds back every datagram DELAY ms
and loses LOSS per cent of them, each way; both ends must print the same lines for every
game (`game:`, `result:`, `record:`), and the guest must check every Dhayam game's dice.

    python3 tools/online-bad-line.py --delay 200 --loss 5 --games 3 --game makruk
    python3 tools/online-bad-line.py --delay 200 --loss 5 --games 1 --game dhayam

The invitation the host prints is given to the guest with its address changed to the
relay's. The transport would find the host's own address and go round the relay, so the
whole run happens in a network namespace of its own (root, `ip`, `iptables`), where
firewall rules let the host's port talk to the relay only. Everything is bound to
127.0.0.1 (DHAYAM_ONLINE=loopback) in a namespace that has nothing but its loopback:
nothing can go anywhere else. (tc netem would do the same, but the kernel of the
machines this is built on has no netem.) Needs a built dhayam-cli (--cli; `cargo build
--bin dhayam-cli`).
"""
import argparse, os, random, re, select, socket, subprocess, sys, threading, time
import heapq


class Relay:
    """One guest's datagrams to the host and back, each held `delay` seconds and lost
    with probability `loss`. Counts what it saw."""

    def __init__(self, host_port, delay, loss, seed):
        self.host = ("127.0.0.1", host_port)
        self.front = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.front.bind(("127.0.0.1", 0))
        self.back = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.back.bind(("127.0.0.1", 0))
        self.port = self.front.getsockname()[1]
        self.delay, self.loss = delay, loss
        self.rng = random.Random(seed)
        self.guest = None
        self.due = []  # (time, n, socket, data, to)
        self.n = 0
        self.seen = self.lost = 0
        self.stopped = False
        threading.Thread(target=self.run, daemon=True).start()

    def run(self):
        while not self.stopped:
            wait = 0.05
            if self.due:
                wait = max(0.0, min(wait, self.due[0][0] - time.monotonic()))
            ready, _, _ = select.select([self.front, self.back], [], [], wait)
            now = time.monotonic()
            for s in ready:
                data, source = s.recvfrom(65536)
                if s is self.front:
                    self.guest = source
                    out, to = self.back, self.host
                else:
                    if self.guest is None:
                        continue
                    out, to = self.front, self.guest
                self.seen += 1
                if self.rng.random() < self.loss:
                    self.lost += 1
                    continue
                self.n += 1
                heapq.heappush(self.due, (now + self.delay, self.n, out, data, to))
            while self.due and self.due[0][0] <= time.monotonic():
                _, _, out, data, to = heapq.heappop(self.due)
                out.sendto(data, to)


def lines(text):
    return [l for l in text.splitlines() if re.match(r"(game|result|record): ", l)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--delay", type=float, default=200, help="ms each way")
    ap.add_argument("--loss", type=float, default=5, help="per cent each way")
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--game", choices=["makruk", "dhayam"], default="makruk")
    ap.add_argument("--cli", default="target/debug/dhayam-cli")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if not a.inside:
        ns = f"dhayam-bad-line-{os.getpid()}"
        subprocess.run(["ip", "netns", "add", ns], check=True)
        try:
            subprocess.run(["ip", "-n", ns, "link", "set", "lo", "up"], check=True)
            r = subprocess.run(["ip", "netns", "exec", ns, sys.executable,
                                os.path.abspath(__file__), "--inside"] + sys.argv[1:])
        finally:
            subprocess.run(["ip", "netns", "del", ns])
        sys.exit(r.returncode)
    env = dict(os.environ, DHAYAM_ONLINE="loopback")
    guests = "b" if a.game == "makruk" else "Y"
    common = ["--local", "--level", "random", "--games", str(a.games), "--pace", "0"]
    host = subprocess.Popen(
        [a.cli, "online", "host", "--game", a.game, "--guests", guests, "--flood",
         "1000000", "--wait", "600"] + common,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    first = host.stdout.readline().strip()
    m = re.match(r"invitation: (.*/)127\.0\.0\.1:(\d+)/(.*)$", first)
    if not m:
        sys.exit(f"not an invitation on 127.0.0.1: {first!r}")
    host_port = int(m.group(2))
    relay = Relay(host_port, a.delay / 1000, a.loss / 100, a.seed)
    back = str(relay.back.getsockname()[1])
    # The host's port talks to the relay's back port and nothing else.
    for rule in (["--dport", str(host_port), "!", "--sport", back],
                 ["--sport", str(host_port), "!", "--dport", back]):
        subprocess.run(["iptables", "-A", "INPUT", "-p", "udp"] + rule + ["-j", "DROP"],
                       check=True)
    invitation = f"{m.group(1)}127.0.0.1:{relay.port}/{m.group(3)}"
    start = time.monotonic()
    guest = subprocess.run([a.cli, "online", "join", invitation] + common,
                           capture_output=True, text=True, env=env, timeout=3600)
    took = time.monotonic() - start
    host_out, host_err = host.communicate(timeout=120)
    relay.stopped = True
    h, g = lines(first + "\n" + host_out), lines(guest.stdout)
    games = sum(1 for l in h if l.startswith("record: "))
    checked = sum(1 for l in guest.stdout.splitlines() if l.startswith("dice: All "))
    print(f"{a.delay:g} ms each way, {a.loss:g}% lost each way: {a.games} {a.game} "
          f"game(s) in {took:.0f} s; {relay.seen} datagrams, {relay.lost} lost "
          f"({100 * relay.lost / max(1, relay.seen):.1f}%)")
    ok = (h == g and games == a.games and guest.returncode == 0 and host.returncode == 0
          and (a.game == "makruk" or checked == a.games))
    if not ok:
        print("the ends differ or stopped early", file=sys.stderr)
        print("host:", h, host_err[-2000:], file=sys.stderr)
        print("guest:", g, guest.stderr[-2000:], file=sys.stderr)
        sys.exit(1)
    print(f"the same {len(h)} lines on both ends" +
          (f"; dice checked in all {checked} games" if a.game == "dhayam" else ""))


if __name__ == "__main__":
    main()
