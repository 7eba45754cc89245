#!/usr/bin/env python3
"""A browser hosts (issue 65): headless Chromium on the web edition hosts a game of
Dhayam through a relay of the test's own (online_test.py's: the upstream `iroh-relay` in
its --dev mode, on 127.0.0.1), and the desktop's `dhayam-cli online join` joins it with
the page's invitation and plays its seat to the end.

The page's settings name the relay (Settings: Online relay; a page hosts through the
player's own relay only). The page opens File ▸ Play online ▸ Host a game with Red its
computer (Easy) and Yellow invited, on Thaayam's 5x5 board with no animation (a short
game), hosts, and its lobby's Copy gives the invitation
(the test reads what the page hands the clipboard), and its Copy link a link to the page
itself. The CLI joins through the relay,
takes Yellow and plays it at Easy; the page starts the game, and both computers play it
out. At the end both ends must hold the same record: the page writes its digest to its
console when the game is over, the CLI prints its own with the dice it checked against
the seed the page revealed; and the page's autosave is read by the desktop's
`dhayam-cli check`, which checks the dice again.

Nothing leaves 127.0.0.1, as in online_test.py: the browser's flags, the relay on
127.0.0.1, the CLI with DHAYAM_ONLINE=loopback, and the page's connections checked.

Run web/build.sh and `cargo build --bin dhayam-cli` first; needs what online_test.py
needs. Usage: python3 web/host_test.py
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

from browser_test import (SETTINGS, SITE, Driver, frames, free_port, only_loopback, started,
                          wait_for, watch_frames)
from online_test import (check_autosave, cli_path, lines_of, next_line, page_trace, start_relay,
                         stop_all, tell_failure, tool)

# Where the window puts what the test clicks, in CSS pixels at 1280x800 (each click is
# checked by what it did: a control that moved fails by name, with a screenshot).
FILE_MENU = (27, 16)
PLAY_ONLINE = (50, 147)     # File ▸ Play online
HOST_A_GAME = (296, 147)    # its submenu: Host a game…
RED_SEAT = (480, 377)       # the host dialog: Red's choice ("You, here")
RED_COMPUTER = (476, 456)   # its list: Computer
HOST = (401, 536)           # the dialog's Host
COPY = (382, 269)           # the lobby: Copy (the invitation)
COPY_LINK = (447, 269)      # the lobby: Copy link (to this page, joining the game)
START = (410, 691)          # the lobby: Start the game, once Yellow is taken


def main():
    chromium, relay_binary, cli = (shutil.which("chromium"),
                                   tool("iroh-relay", "DHAYAM_IROH_RELAY"), cli_path())
    for name, path in (("chromium", chromium), ("chromedriver", shutil.which("chromedriver")),
                       ("iroh-relay", relay_binary), ("dhayam-cli", cli)):
        if not path:
            sys.exit(f"host_test: {name} is missing (see the header of web/online_test.py)")
    if not os.path.isfile(os.path.join(SITE, "dhayam_bg.wasm")):
        sys.exit("host_test: target/web/ is not built (run web/build.sh)")
    folder = tempfile.mkdtemp(prefix="dhayam-host-web-")
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

        driver = Driver(driver_port, os.path.join(folder, "profile"), folder)
        driver.viewport(1280, 800)
        # The player's own relay in the page's settings before it first starts; a short
        # game (Thaayam's 5x5 board) with no animation, so the whole game is a few minutes.
        driver.go(site + "no-game")
        driver.script("window.localStorage.setItem(arguments[0], arguments[1]);", SETTINGS,
                      'rules = "board=5x5"\nanimation = "off"\n'
                      f'[window]\nonline_relay = "{relay_url}"\nlast_game = "dhayam"\n')
        driver.go(site)
        wait_for("the page to start", lambda: started(driver), 60)
        watch_frames(driver)
        frames(driver, 40)
        # A dialog takes clicks from its second frame, and a busy machine's page may
        # paint two frames a second: each click waits for the last one's frames.
        for place in (FILE_MENU, PLAY_ONLINE, HOST_A_GAME, RED_SEAT, RED_COMPUTER):
            driver.click(*place)
            frames(driver, 50)
        driver.screenshot("web-host-dialog.png")
        driver.click(*HOST)
        # What the page hands the clipboard, kept for the test.
        driver.script("window.__copied = [];"
                      "navigator.clipboard.writeText = (t) => {"
                      " window.__copied.push(t); return Promise.resolve(); };")
        invitation = None
        for _ in range(30):
            frames(driver, 20)
            driver.click(*COPY)
            copied = driver.script("return window.__copied;")
            if copied:
                invitation = copied[-1]
                break
        assert invitation and invitation.startswith("dhayam-invite/1/dhayam/"), invitation
        # Through the test's relay only: a page has no direct addresses.
        assert invitation.rstrip("/").endswith("//" + relay_url.rstrip("/")), invitation
        print(f"  the page hosts after {time.monotonic() - clock:.1f} s: {invitation}")
        # Its link is to the page itself (no web page set in its settings): a phone's
        # camera opens the same page, joining.
        driver.click(*COPY_LINK)
        link = wait_for("the link copied", lambda: [
            c for c in driver.script("return window.__copied;") if "#join=" in c], 10)[-1]
        assert link == site + "#join=" + invitation, (link, site)
        driver.screenshot("web-host-lobby.png")

        guest = subprocess.Popen(
            [cli, "online", "join", invitation, "--relay", relay_url, "--level", "easy",
             "--name", "Kavi", "--pace", "20", "--wait", "600"],
            env=dict(os.environ, DHAYAM_ONLINE="loopback"), stdout=subprocess.PIPE,
            stderr=open(os.path.join(folder, "guest.log"), "w"), text=True)
        processes.append(guest)
        guest_lines, seen = lines_of(guest), []
        print(f"  the CLI's path to the page: {next_line(guest_lines, 'path: ', seen, 90)}")
        next_line(guest_lines, "claimed ", seen, 60)
        frames(driver, 20)
        driver.screenshot("web-host-taken.png")
        started_at = time.monotonic()
        driver.click(*START)
        next_line(guest_lines, "started", seen, 60)
        print(f"  started after {time.monotonic() - clock:.1f} s")

        result = next_line(guest_lines, "result: ", seen, 600)
        dice = next_line(guest_lines, "dice: ", seen, 60)
        guest_record = next_line(guest_lines, "record: ", seen, 60)
        over = wait_for("the page's end of the game", lambda: [
            t for t in page_trace(driver) if t.startswith("online: over: ")], 60)[-1]
        driver.screenshot("web-host-over.png")
        print(f"  {result} after {time.monotonic() - started_at:.0f} s of play; the CLI "
              f"checked the dice: {dice}; the page: {over}")
        assert over.endswith(f"; record {guest_record}"), (over, guest_record)

        checked = check_autosave(driver, cli, folder, "host.dhayam")
        print(f"  the desktop's dhayam-cli check of the page's autosave: {checked}")
        only_loopback(driver)
        print(f"host_test: ok ({time.monotonic() - clock:.0f} s)")
    except AssertionError:
        tell_failure(driver, folder, "web-host-failed.png", ("relay.log", "guest.log"))
        raise
    finally:
        stop_all(driver, processes, folder)


if __name__ == "__main__":
    main()
