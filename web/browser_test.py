#!/usr/bin/env python3
"""The web edition in a real browser (issue 65): Debian's headless Chromium, driven over
WebDriver (chromedriver, plain HTTP from the standard library: nothing to install from
PyPI), against target/web/ served on 127.0.0.1.

The page loads; a Dhayam game against the computer starts and a throw happens; a Makruk
move is made; a reload resumes the game. What happened is read back from the page's
storage (the autosaves the game keeps there, as the desktop keeps files), and every
resource the page loaded is checked to have come from 127.0.0.1. Screenshots at 1280x800
and at a phone's 390x844 go to $DHAYAM_WEB_SHOTS (default target/web-shots/).

The browser's network is held to loopback: no background networking, no component
updates, no pings, no sync, and every host name but 127.0.0.1 resolves to nothing.

egui draws the window on a canvas and its web backend gives the browser no
accessibility tree (eframe 0.37 drops AccessKit's updates on the web), so the test
drives the window as a keyboard player does (the keys of the book's Accessibility page)
and clicks only where the window's layout puts a control at a known place.

Run web/build.sh first. Needs: chromium, chromium-driver (apt), python3.
Usage: python3 web/browser_test.py
"""

import base64
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SITE = os.path.join(ROOT, "target", "web")
SHOTS = os.environ.get("DHAYAM_WEB_SHOTS", os.path.join(ROOT, "target", "web-shots"))

# The flags of issue 65: nothing leaves the machine but to 127.0.0.1.
LOOPBACK_ONLY = [
    "--disable-background-networking",
    "--disable-component-update",
    "--no-pings",
    "--disable-sync",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]

# WebDriver's codes for keys (W3C WebDriver, "keyboard actions").
ENTER = "\ue007"
ESCAPE = "\ue00c"
TAB = "\ue004"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(what, test, seconds=30.0, step=0.1):
    end = time.monotonic() + seconds
    while True:
        value = test()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(step)


class Driver:
    """A WebDriver session over plain HTTP."""

    def __init__(self, port, profile, lang="en-US"):
        self.base = f"http://127.0.0.1:{port}"
        wait_for("chromedriver", self._ready, 20)
        options = {
            "binary": shutil.which("chromium"),
            "args": [
                "--headless=new",
                "--no-sandbox",
                f"--user-data-dir={profile}",
                "--window-size=1280,800",
                f"--lang={lang}",
                # WebGL without a GPU: SwiftShader, on the CPU.
                "--use-angle=swiftshader",
                "--enable-unsafe-swiftshader",
            ]
            + LOOPBACK_ONLY,
            # The page's language (navigator.languages), which the window starts in.
            "prefs": {"intl.accept_languages": lang},
        }
        caps = {"capabilities": {"alwaysMatch": {"goog:chromeOptions": options}}}
        self.id = self.call("POST", "/session", caps)["sessionId"]

    def _ready(self):
        try:
            return self.call("GET", "/status")["ready"]
        except (urllib.error.URLError, ConnectionError):
            return False

    def call(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(
            self.base + path, data=data, method=method,
            headers={"Content-Type": "application/json"},
        )
        try:
            with urllib.request.urlopen(request, timeout=120) as answer:
                value = json.load(answer)["value"]
        except urllib.error.HTTPError as e:
            raise AssertionError(f"{method} {path}: {e.read().decode(errors='replace')}")
        return value

    def session(self, method, path, body=None):
        return self.call(method, f"/session/{self.id}{path}", body)

    def go(self, url):
        self.session("POST", "/url", {"url": url})

    def script(self, js, *args):
        return self.session("POST", "/execute/sync", {"script": js, "args": list(args)})

    def viewport(self, width, height, mobile=False):
        """The page's size in CSS pixels, exactly (the window's outer size is not)."""
        self.session("POST", "/goog/cdp/execute", {
            "cmd": "Emulation.setDeviceMetricsOverride",
            "params": {"width": width, "height": height, "deviceScaleFactor": 1,
                       "mobile": mobile},
        })

    def screenshot(self, name):
        os.makedirs(SHOTS, exist_ok=True)
        path = os.path.join(SHOTS, name)
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.session("GET", "/screenshot")))
        print(f"  screenshot {path}")
        return path

    def click(self, x, y):
        self.session("POST", "/actions", {"actions": [{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [
                {"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"},
                # A frame that sees the pointer over the control before it is pressed.
                {"type": "pause", "duration": 250},
                {"type": "pointerDown", "button": 0},
                {"type": "pause", "duration": 50},
                {"type": "pointerUp", "button": 0},
            ],
        }]})
        self.session("DELETE", "/actions")

    def keys(self, text):
        """Presses each key of `text` in turn (a character, or one of the codes above)."""
        actions = []
        for key in text:
            actions += [{"type": "keyDown", "value": key}, {"type": "pause", "duration": 30},
                        {"type": "keyUp", "value": key}, {"type": "pause", "duration": 60}]
        self.session("POST", "/actions", {"actions": [
            {"type": "key", "id": "keyboard", "actions": actions}]})
        self.session("DELETE", "/actions")

    def quit(self):
        try:
            self.session("DELETE", "")
        except AssertionError:
            pass


# What the page keeps: the settings, statistics and autosaves, one localStorage entry
# per file (src/platform/web/files.rs), under the paths the desktop uses.
DHAYAM_AUTOSAVE = "dhayam:/data/autosave-dhayam.dhayam"
MAKRUK_AUTOSAVE = "dhayam:/data/autosave-makruk.dhayam"


def stored(driver, key):
    text = driver.script("return window.localStorage.getItem(arguments[0]);", key)
    return None if text is None else json.loads(text)


def started(driver):
    """The window is up: the loading line is gone and the canvas has its size."""
    return driver.script(
        "const c = document.getElementById('dhayam');"
        "return !document.getElementById('status') && c.width > 0 && c.height > 0;")


def frames(driver, n=40):
    """Lets the window paint a few frames (egui paints when something changes, and a
    dialog takes clicks from its second frame, once it knows its size)."""
    time.sleep(0.05 * n)


def watch_frames(driver):
    """Starts noting the longest time between two of the page's animation frames (the
    computer's search runs on the page's thread, which paints nothing meanwhile)."""
    driver.script(
        "window.__gap = 0; let last = performance.now();"
        "const tick = (now) => { window.__gap = Math.max(window.__gap, now - last);"
        " last = now; requestAnimationFrame(tick); };"
        "requestAnimationFrame(tick);")


def longest_gap(driver):
    return driver.script("return window.__gap;")


def only_loopback(driver):
    """Every resource the page loaded came from 127.0.0.1."""
    urls = driver.script(
        "return [location.href].concat("
        "performance.getEntriesByType('resource').map(e => e.name));")
    foreign = [u for u in urls if not u.startswith("http://127.0.0.1:")]
    assert not foreign, f"fetched from elsewhere: {foreign}"
    return urls


# Where the window puts what the test clicks, in CSS pixels at 1280x800 (the layout of
# this version; each click is followed by a check of what it did, so a control that
# moved fails the test by name, with a screenshot).
CHOOSER_DHAYAM = (640, 377)     # "Which game?": the Dhayam card
CHOOSER_MAKRUK = (640, 480)     # "Which game?": the Makruk card
YELLOW_PLAYS = (352, 183)       # Dhayam's new game: the "Yellow plays" box
DHAYAM_START = (342, 724)       # Dhayam's new game: Start
SIDE_PANEL = (1100, 500)        # an empty place in the side panel (takes the keys)
FILE_MENU = (28, 16)
FILE_NEW_GAME = (56, 43)
DONT_SAVE = (520, 447)          # "Save this game first?": Don't save
MAKRUK_START = (451, 599)       # Makruk's new game: Start
RESUME_MAKRUK = (492, 390)      # "Resume your game?": Resume Makruk (listed first: last played)


def makruk_square(name):
    """The centre of a Makruk square (White at the bottom) at 1280x800."""
    file, rank = ord(name[0]) - ord("a"), int(name[1])
    return 182 + 85 * file, 713 - 84.7 * (rank - 1)


def throws(game):
    return [p for p in (game or {}).get("plies", []) if p.startswith("t:")]


def run(driver, site):
    driver.viewport(1280, 800)
    clock = time.monotonic()
    driver.go(site)
    wait_for("the window to start", lambda: started(driver), 60)
    print(f"  the page started in {time.monotonic() - clock:.1f} s")
    frames(driver, 40)
    only_loopback(driver)
    driver.screenshot("web-1280-start.png")

    # Dhayam: Red (a person) against Green and Blue (the computer, Easy); Red throws.
    driver.click(*CHOOSER_DHAYAM)
    frames(driver)
    driver.click(*YELLOW_PLAYS)
    frames(driver)
    driver.click(*DHAYAM_START)
    frames(driver)
    driver.click(*SIDE_PANEL)
    driver.keys(" ")
    game = wait_for("Red's throw", lambda: (
        g := stored(driver, DHAYAM_AUTOSAVE)) and throws(g) and g, 30)
    seats = [(s["seat"], s["player"]) for s in game["seats"]]
    assert seats == [("R", "human"), ("G", "greedy"), ("B", "greedy")], seats
    # Then round the table until Red is to play again: Green's and Blue's computers
    # have thrown (their jobs run on the page's thread). The seat to play is the
    # position's second field. Red's throw may keep the turn (a 12 throws again, a 1
    # brings a pawn in): then B (the keys to the board), Enter (its first move) and Space.
    seen, last, end = set(), None, time.monotonic() + 60
    while True:
        game = stored(driver, DHAYAM_AUTOSAVE)
        seat = game["position"].split()[1]
        seen.add(seat)
        if seat == "R" and {"G", "B"} <= seen:
            break
        if time.monotonic() > end:
            raise AssertionError(f"the computers never played: {game['plies']}")
        if seat == "R" and game["plies"] == last:
            driver.keys("b" + ENTER + " ")
        last = game["plies"]
        time.sleep(1.5)
    assert len(throws(game)) >= 3, game["plies"]
    print(f"  Dhayam: {game['plies']}")
    driver.screenshot("web-1280-dhayam.png")

    # Makruk against the computer (Easy): e3-e4, and the computer answers.
    driver.click(*FILE_MENU)
    frames(driver)
    driver.click(*FILE_NEW_GAME)
    frames(driver)
    driver.click(*CHOOSER_MAKRUK)
    frames(driver)
    driver.click(*DONT_SAVE)
    frames(driver)
    driver.click(*MAKRUK_START)
    frames(driver)
    driver.click(*makruk_square("e3"))
    frames(driver)
    watch_frames(driver)
    driver.click(*makruk_square("e4"))
    game = wait_for("e3e4 and the computer's answer", lambda: (
        g := stored(driver, MAKRUK_AUTOSAVE)) and len(g["moves"]) >= 2 and g, 30)
    assert game["moves"][0] == "e3e4", game["moves"]
    assert game["black"]["player"] == "easy", game["black"]
    print(f"  Makruk: {game['moves']}; the longest time between two of the page's frames "
          f"while the computer answered: {longest_gap(driver):.0f} ms")
    driver.screenshot("web-1280-makruk.png")
    return game


def resume(driver, site, before):
    """A reload offers both unfinished games; Makruk's goes on from its two moves."""
    driver.script("location.reload();")
    time.sleep(0.5)
    wait_for("the window to start again", lambda: started(driver), 60)
    frames(driver, 20)
    driver.screenshot("web-1280-resume.png")
    driver.click(*RESUME_MAKRUK)
    frames(driver)
    driver.click(*makruk_square("a3"))
    frames(driver)
    driver.click(*makruk_square("a4"))
    game = wait_for("a3a4 after the two moves before the reload", lambda: (
        g := stored(driver, MAKRUK_AUTOSAVE)) and len(g["moves"]) >= 4 and g, 30)
    assert game["moves"][:3] == before["moves"][:2] + ["a3a4"], game["moves"]
    assert game["created"] == before["created"], "the same game, not a new one"
    print(f"  Makruk after the reload: {game['moves']}")
    driver.screenshot("web-1280-resumed.png")

    # A phone held upright: the same game, then a reload there.
    driver.viewport(390, 844, mobile=True)
    frames(driver, 20)
    driver.screenshot("web-390-makruk.png")
    driver.script("location.reload();")
    time.sleep(0.5)
    wait_for("the window to start on a phone", lambda: started(driver), 60)
    frames(driver, 20)
    driver.screenshot("web-390-resume.png")
    only_loopback(driver)


def main():
    for tool in ("chromium", "chromedriver"):
        if not shutil.which(tool):
            sys.exit(f"browser_test: {tool} is missing (apt-get install chromium chromium-driver)")
    if not os.path.isfile(os.path.join(SITE, "dhayam_bg.wasm")):
        sys.exit("browser_test: target/web/ is not built (run web/build.sh)")
    site_port, driver_port = free_port(), free_port()
    profile = tempfile.mkdtemp(prefix="dhayam-browser-")
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(site_port),
         "-d", SITE], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    chromedriver = subprocess.Popen(
        ["chromedriver", f"--port={driver_port}", "--allowed-ips=127.0.0.1"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    driver = None
    try:
        driver = Driver(driver_port, profile)
        site = f"http://127.0.0.1:{site_port}/"
        makruk = run(driver, site)
        resume(driver, site, makruk)
        print("browser_test: ok")
    except AssertionError:
        if driver:
            driver.screenshot("web-failed.png")
        raise
    finally:
        if driver:
            driver.quit()
        chromedriver.terminate()
        server.terminate()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
