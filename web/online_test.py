#!/usr/bin/env python3
"""A browser guest joins a desktop host (issue 65): headless Chromium on the web edition
joins a game of Dhayam hosted by `dhayam-cli online host` through a relay of the test's
own (the upstream `iroh-relay` in its --dev mode, plain HTTP on 127.0.0.1 only), and
plays its seat to the end of the game by keys, as a keyboard player does.

The host prints its invitation as a link to the page served from target/web/
(`--web-page`); the browser opens that link, so the page starts in Join a game with the
invitation in it. The guest joins, takes Yellow (the host's computer plays Red, Easy),
and whenever Yellow is to play presses Space to throw, or types a move (T, the move,
Enter; the first of the legal moves `dhayam-cli moves` lists for the page's position),
until the game is over. After Yellow's third move the page is reloaded: it must take
its seat back by itself (the host prints `returned 1`) and play on. At the end both ends must hold the same record (the host prints its digest;
the page writes its own to its console once the host's seed is revealed and every throw
is checked against it), and the guest's autosave, written by the page to its storage, is
read by the desktop's `dhayam-cli check`, which checks the dice again.

Nothing leaves 127.0.0.1: the browser runs with browser_test.py's flags (no background
networking, every host name but 127.0.0.1 resolving to nothing), the relay listens on
127.0.0.1, the host runs with DHAYAM_ONLINE=loopback (its endpoint bound to 127.0.0.1,
the relay kept only because it is on this machine), and every resource and connection
the page opened is checked to have been to 127.0.0.1.

Run web/build.sh and `cargo build --bin dhayam-cli` first. Needs: chromium,
chromium-driver (apt), iroh-relay (`cargo install iroh-relay@1.4.1 --features server
--locked`, or $DHAYAM_IROH_RELAY), python3.
Usage: python3 web/online_test.py
"""

import os
import queue
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

from browser_test import (DHAYAM_AUTOSAVE, ENTER, ESCAPE, ROOT, SITE, Driver, frames, free_port,
                          only_loopback, started, stored, wait_for, watch_frames)

# Where the window puts what the test clicks, in CSS pixels at 1280x800 (each click is
# checked by what it did: a control that moved fails by name, with a screenshot).
JOIN = (400, 485)           # Join a game: Join (the invitation already in its field; no home network list in a page)
TAKE_SEAT = (459, 475)      # the lobby: Take this seat (Yellow, the one free seat)


def tool(name, env):
    """An executable named by `env`, on PATH, or in ~/.cargo/bin."""
    path = os.environ.get(env) or shutil.which(name)
    cargo = os.path.expanduser(f"~/.cargo/bin/{name}")
    if not path and os.access(cargo, os.X_OK):
        path = cargo
    return path


def cli_path():
    """The newest dhayam-cli built here (release or debug)."""
    built = [c for c in (os.path.join(ROOT, "target", p, "dhayam-cli")
                         for p in ("release", "debug")) if os.access(c, os.X_OK)]
    return max(built, key=os.path.getmtime, default=None)


def listening(port):
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


def start_relay(binary, folder):
    """Our own relay on 127.0.0.1 (plain HTTP: iroh-relay's --dev mode), and its URL."""
    port = free_port()
    config = os.path.join(folder, "relay.toml")
    with open(config, "w") as f:
        f.write("enable_relay = true\n"
                f'http_bind_addr = "127.0.0.1:{port}"\n'
                "enable_quic_addr_discovery = false\n"
                "enable_metrics = false\n")
    log = open(os.path.join(folder, "relay.log"), "w")
    relay = subprocess.Popen([binary, "--dev", "--config-path", config],
                             stdout=subprocess.DEVNULL, stderr=log)
    wait_for("the relay to listen", lambda: listening(port), 30)
    return relay, f"http://127.0.0.1:{port}"


def lines_of(process):
    """The lines `process` prints, as they come."""
    out = queue.Queue()

    def read():
        for line in process.stdout:
            out.put(line.rstrip("\n"))
        out.put(None)
    threading.Thread(target=read, daemon=True).start()
    return out


def next_line(lines, prefix, seen, seconds=60):
    """The first line starting with `prefix`, among those read already (kept in `seen`)
    or the next ones."""
    for line in seen:
        if line.startswith(prefix):
            return line[len(prefix):]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            line = lines.get(timeout=0.5)
        except queue.Empty:
            continue
        if line is None:
            raise AssertionError(f"the host ended before '{prefix}': {seen}")
        seen.append(line)
        if line.startswith(prefix):
            return line[len(prefix):]
    raise AssertionError(f"no '{prefix}' from the host: {seen}")


def page_trace(driver):
    return driver.script("return window.__trace || [];")


def play(driver, cli, host_lines, seen, until_moved=None):
    """Yellow's turns by keys until the game is over (or Yellow has typed `until_moved`
    moves): the page's verdict line (None when stopped before the end), and how many
    times Yellow threw and moved."""
    last, tried, throws, moved, end = None, set(), 0, 0, time.monotonic() + 900
    while True:
        verdict = [t for t in page_trace(driver) if t.startswith("online: dice")]
        if verdict:
            return verdict[-1], throws, moved
        if until_moved is not None and moved >= until_moved:
            return None, throws, moved
        try:
            while (line := host_lines.get_nowait()) is not None:
                seen.append(line)
        except queue.Empty:
            pass
        if time.monotonic() > end:
            raise AssertionError(f"the game did not end: {seen[-5:]}")
        game = stored(driver, DHAYAM_AUTOSAVE)
        if not game or game["plies"] != last:
            tried = set()
        elif game["position"].split()[1] == "Y":
            # Yellow to play and nothing changed since the last look. The position's last
            # field is this turn's throw ('-': none yet; a throw that throws again keeps
            # it there while the next is due). A move is typed (T, the move in the
            # engine's words, Enter: the keys of the book's Accessibility page), the first
            # of the legal moves the desktop's `dhayam-cli moves` lists; else Space
            # throws. Escape first lets go of whatever has the keys.
            listed = []
            if game["position"].split()[-1] != "-" and "move" not in tried:
                listed = subprocess.run([cli, "moves", game["position"]], capture_output=True,
                                        text=True, check=True).stdout.split()
            if listed:
                driver.keys(ESCAPE + "t" + listed[0] + ENTER)
                tried.add("move")
                moved += 1
            else:
                driver.keys(ESCAPE + " ")
                tried = set()
                throws += 1
        last = game and game["plies"]
        time.sleep(0.4)


def check_autosave(driver, cli, folder, name):
    """The page's autosave, as it keeps it, read by the desktop's reader: the moves
    replay and the dice check against the revealed seed. Returns what the CLI said."""
    saved = os.path.join(folder, name)
    with open(saved, "w", encoding="utf-8") as f:
        f.write(driver.script("return localStorage.getItem(arguments[0]);", DHAYAM_AUTOSAVE))
    checked = subprocess.run([cli, "check", saved], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    return checked.stdout.strip()


def tell_failure(driver, folder, shot, logs):
    """After a failed check: the page's screenshot and the last words of each log."""
    if driver:
        driver.screenshot(shot)
    for name in logs:
        path = os.path.join(folder, name)
        if os.path.exists(path):
            print(f"--- {name}\n{open(path).read()[-3000:]}")


def stop_all(driver, processes, folder):
    """Closes the browser, stops the test's processes (the last started first) and
    removes its folder."""
    if driver:
        driver.quit()
    for p in reversed(processes):
        p.terminate()
    for p in processes:
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()
    shutil.rmtree(folder, ignore_errors=True)


def main():
    chromium, relay_binary, cli = (shutil.which("chromium"),
                                   tool("iroh-relay", "DHAYAM_IROH_RELAY"), cli_path())
    for name, path in (("chromium", chromium), ("chromedriver", shutil.which("chromedriver")),
                       ("iroh-relay", relay_binary), ("dhayam-cli", cli)):
        if not path:
            sys.exit(f"online_test: {name} is missing (see the header of web/online_test.py)")
    if not os.path.isfile(os.path.join(SITE, "dhayam_bg.wasm")):
        sys.exit("online_test: target/web/ is not built (run web/build.sh)")
    folder = tempfile.mkdtemp(prefix="dhayam-online-web-")
    profile = os.path.join(folder, "profile")
    site_port, driver_port = free_port(), free_port()
    site = f"http://127.0.0.1:{site_port}/"
    processes = []
    driver = None
    clock = time.monotonic()
    try:
        relay, relay_url = start_relay(relay_binary, folder)
        processes.append(relay)
        processes.append(subprocess.Popen(
            [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(site_port),
             "-d", SITE], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        processes.append(subprocess.Popen(
            ["chromedriver", f"--port={driver_port}", "--allowed-ips=127.0.0.1"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        host = subprocess.Popen(
            [cli, "online", "host", "--game", "dhayam", "--seats", "RY", "--guests", "Y",
             "--level", "easy", "--relay", relay_url, "--web-page", site, "--wait", "300"],
            env=dict(os.environ, DHAYAM_ONLINE="loopback"), stdout=subprocess.PIPE,
            stderr=open(os.path.join(folder, "host.log"), "w"), text=True)
        processes.append(host)
        host_lines, seen = lines_of(host), []
        invitation = next_line(host_lines, "invitation: ", seen)
        link = next_line(host_lines, "link: ", seen)
        # The relay is the test's own, and no other address than this machine's.
        assert invitation.endswith("/" + relay_url), invitation
        assert all(a.startswith("127.0.0.1:")
                   for a in invitation.split("/")[5].split(",") if a), invitation
        print(f"  the host's link: {link}")

        driver = Driver(driver_port, profile, folder)
        driver.viewport(1280, 800)
        driver.go(link)
        wait_for("the page to start", lambda: started(driver), 60)
        watch_frames(driver)
        frames(driver, 40)
        driver.screenshot("web-online-join.png")
        driver.click(*JOIN)
        # The host names the path once the guest's connection is open: the relay.
        next_line(host_lines, "path: ", seen, 30)
        frames(driver, 20)
        driver.screenshot("web-online-lobby.png")
        driver.click(*TAKE_SEAT)
        next_line(host_lines, "claimed ", seen, 30)
        next_line(host_lines, "started", seen, 30)
        print(f"  joined and seated after {time.monotonic() - clock:.1f} s; the path: "
              f"{[line for line in seen if line.startswith('path: ')]}")
        frames(driver, 20)
        driver.screenshot("web-online-playing.png")

        # The page is reloaded mid-game (the link still in its address): it takes Yellow's
        # seat back by itself from what it kept in its storage, and the host, holding the
        # seat meanwhile, gives it back and replays the game to it (issue 65).
        _, throws, moved = play(driver, cli, host_lines, seen, until_moved=3)
        plies = stored(driver, DHAYAM_AUTOSAVE)["plies"]
        reloaded = time.monotonic()
        driver.script("location.reload();")
        wait_for("the page to start again", lambda: started(driver), 60)
        watch_frames(driver)
        next_line(host_lines, "returned ", seen, 90)
        wait_for("the game replayed to the page",
                 lambda: len((stored(driver, DHAYAM_AUTOSAVE) or {}).get("plies", [])) >= len(plies),
                 60)
        print(f"  reloaded after {moved} moves ({len(plies)} plies): back in Yellow's seat "
              f"{time.monotonic() - reloaded:.1f} s later")
        frames(driver, 20)
        driver.screenshot("web-online-rejoined.png")
        verdict, more_throws, more_moved = play(driver, cli, host_lines, seen)
        throws, moved = throws + more_throws, moved + more_moved
        result = next_line(host_lines, "result: ", seen, 60)
        host_record = next_line(host_lines, "record: ", seen, 30)
        driver.screenshot("web-online-over.png")
        print(f"  {result}; Yellow pressed Space {throws} times and typed a move {moved} times; "
              f"the page: {verdict}")
        assert verdict.startswith("online: dice checked: "), verdict
        assert verdict.endswith(f"; record {host_record}"), (verdict, host_record)

        checked = check_autosave(driver, cli, folder, "guest.dhayam")
        print(f"  the desktop's dhayam-cli check of the page's autosave: {checked}")
        only_loopback(driver)
        print(f"online_test: ok ({time.monotonic() - clock:.0f} s)")
    except AssertionError:
        tell_failure(driver, folder, "web-online-failed.png", ("relay.log", "host.log"))
        raise
    finally:
        stop_all(driver, processes, folder)


if __name__ == "__main__":
    main()
