#!/usr/bin/env python3
"""The web edition in a real browser (issue 65): Debian's headless Chromium, driven over
WebDriver (chromedriver, plain HTTP from the standard library: nothing to install from
PyPI), against target/web/ served on 127.0.0.1.

The page loads; a Dhayam game against Expert, the win chances shown, is played until
pawns have moved, while the test counts the page's frames (Expert and the chances think in
slices of them); a Makruk move is made and Master answers, its frames counted too, and
what it searched read from the page's console; a Makruk hint is asked (H) and, at the
end, a finished Makruk game (the desktop's save, resigned) is reviewed, the frames counted
while each thinks (their searches in steps, as the computer's); the game is saved
(a download, which the desktop's `dhayam-cli check` reads when it is built), a desktop's
save is opened through the browser's file picker and then the download is opened back; a
reload resumes the game; at a phone's 390x844 a finger (WebDriver's touch pointer) moves a
Makruk piece by two taps and throws Dhayam's dice by a tap. What happened is read back
from the page's storage (the autosaves
the game keeps there, as the desktop keeps files), and every resource the page loaded is
checked to have come from 127.0.0.1. Screenshots at 1280x800 and at a phone's 390x844 (the
browser's phone emulation: touch, a mobile viewport) go to $DHAYAM_WEB_SHOTS (default
target/web-shots/). $DHAYAM_WEB_LEVEL is Makruk's computer (default master).

The browser's network is held to loopback: no background networking, no component
updates, no pings, no sync, and every host name but 127.0.0.1 resolves to nothing.

egui draws the window on a canvas and its web backend gives the browser no
accessibility tree (eframe 0.37 drops AccessKit's updates on the web), so the test
drives the window as a keyboard player does (the keys of the book's Accessibility page:
Space throws, B and Enter move, Ctrl+S saves, Ctrl+O opens) and clicks only where the
window's layout puts a control at a known place (the chooser's cards, the new game
dialogs' Start, Makruk's squares); each click is checked by what it did, in the page's
storage, so a control that moved fails by name. A page hook that hands the test the
window's widgets would need egui's accessibility tree on the web, which eframe lacks.

Run web/build.sh first. Needs: chromium, chromium-driver (apt), python3 (no selenium).
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
# The desktop's CLI when it is built (`.ci/run` builds it first): it checks the download
# and lists a Dhayam position's legal moves for the keys to type.
CLI = next((c for c in (os.path.join(ROOT, "target", p, "dhayam-cli")
                        for p in ("release", "debug")) if os.access(c, os.X_OK)), None)
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
CONTROL = "\ue009"

# A save the desktop wrote (Makruk against Hard, three moves), opened in the browser.
DESKTOP_SAVE = os.path.join(ROOT, "tests", "makruk", "saves", "traditional_count_against_hard.dhayam")
LEVEL = os.environ.get("DHAYAM_WEB_LEVEL", "master")


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

    def __init__(self, port, profile, downloads, lang="en-US"):
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
            # The page's language (navigator.languages), which the window starts in, and
            # downloads (a save) into the test's own folder, unasked.
            "prefs": {"intl.accept_languages": lang,
                      "download.default_directory": downloads,
                      "download.prompt_for_download": False},
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

    def cdp(self, cmd, params):
        return self.session("POST", "/goog/cdp/execute", {"cmd": cmd, "params": params})

    def viewport(self, width, height, mobile=False):
        """The page's size in CSS pixels, exactly (the window's outer size is not); a
        phone's also has touch instead of a mouse."""
        self.cdp("Emulation.setDeviceMetricsOverride",
                 {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
        self.cdp("Emulation.setTouchEmulationEnabled",
                 {"enabled": mobile, "maxTouchPoints": 5 if mobile else 1})

    def find(self, css):
        """The element `css` selects, or None."""
        try:
            found = self.session("POST", "/element", {"using": "css selector", "value": css})
        except AssertionError:
            return None
        return next(iter(found.values()))

    def send_file(self, element, path):
        """Gives a file input the file at `path`, as a player picks it."""
        self.session("POST", f"/element/{element}/value", {"text": path})

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
                # A frame that sees the pointer over the control before it is pressed (a
                # busy machine's page may paint two frames a second).
                {"type": "pause", "duration": 600},
                {"type": "pointerDown", "button": 0},
                {"type": "pause", "duration": 50},
                {"type": "pointerUp", "button": 0},
            ],
        }]})
        self.session("DELETE", "/actions")

    def tap(self, x, y):
        """A finger's tap (WebDriver's touch pointer: the page gets touch events)."""
        self.session("POST", "/actions", {"actions": [{
            "type": "pointer", "id": "finger", "parameters": {"pointerType": "touch"},
            "actions": [
                {"type": "pointerMove", "x": int(x), "y": int(y), "origin": "viewport"},
                {"type": "pointerDown", "button": 0},
                {"type": "pause", "duration": 80},
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

    def chord(self, modifier, key):
        """Presses `key` with `modifier` held (Ctrl+S)."""
        self.session("POST", "/actions", {"actions": [{
            "type": "key", "id": "keyboard", "actions": [
                {"type": "keyDown", "value": modifier}, {"type": "keyDown", "value": key},
                {"type": "pause", "duration": 60},
                {"type": "keyUp", "value": key}, {"type": "keyUp", "value": modifier}]}]})
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
SETTINGS = "dhayam:/config/settings.toml"
# Dhayam's new game: Red a person against Yellow's Expert (two seats sit opposite), the
# win chances bar shown.
DHAYAM_SETTINGS = ('win_chances = true\n'
                   '[players]\nred = "human"\ngreen = "off"\nyellow = "expert"\nblue = "off"\n')


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
    """Starts noting the time of each of the page's animation frames, and the lines the
    page writes to its console's debug (what the computer searched), from now on; the
    page's clock now, to count from."""
    return driver.script(
        "window.__frames = [];"
        "const tick = (now) => { window.__frames.push(now); requestAnimationFrame(tick); };"
        "requestAnimationFrame(tick);"
        "window.__trace = [];"
        "if (!window.__traced) { window.__traced = true;"
        " const debug = console.debug.bind(console);"
        " console.debug = (...a) => { window.__trace.push(a.join(' ')); debug(...a); }; }"
        "return performance.now();")


def frame_figures(driver, since):
    """The frames since `since`: how many, over how many ms, the longest gap between two,
    and the console's debug lines meanwhile."""
    return driver.script(
        "const f = window.__frames.filter(t => t >= arguments[0]);"
        "const span = performance.now() - arguments[0]; const gaps = [];"
        "for (let i = 1; i < f.length; i++) gaps.push([f[i] - f[i - 1], f[i - 1] - arguments[0]]);"
        "gaps.sort((a, b) => b[0] - a[0]);"
        "return [f.length, span, gaps.slice(0, 5), window.__trace];", since)


def overran(trace, least=0):
    """The page's lines of work steps that overran their slice (`platform::work`: "job: a
    step of N ms"), those of `least` ms or more."""
    return [t for t in trace if t.endswith(" ms") and " a step of " in t
            and int(t.split()[-2]) >= least]


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
DHAYAM_START = (342, 724)       # Dhayam's new game: Start
SIDE_PANEL = (1100, 500)        # an empty place in the side panel (takes the keys)
FILE_MENU = (28, 16)
FILE_NEW_GAME = (56, 43)
DONT_SAVE = (520, 447)          # "Save this game first?": Don't save
MAKRUK_START = (451, 599)       # Makruk's new game: Start
RESUME_MAKRUK = (492, 390)      # "Resume your game?": Resume Makruk (listed first: last played)
GAME_OVER_REVIEW = (374, 279)   # Makruk's game over: Review the game


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

    # Dhayam: Red (a person) against Yellow (the computer, Expert: two seats, which its
    # network knows), with the win chances shown (the network's look at each position,
    # worked out between frames as the computer's is); Red throws.
    driver.click(*CHOOSER_DHAYAM)
    frames(driver)
    since = watch_frames(driver)
    # A busy machine's page may miss a click on a dialog still settling: Start again
    # (on the table, where it no longer is, a click there does nothing).
    for attempt in range(3):
        driver.click(*DHAYAM_START)
        frames(driver)
        driver.click(*SIDE_PANEL)
        driver.keys(" ")
        try:
            game = wait_for("Red's throw", lambda: (
                g := stored(driver, DHAYAM_AUTOSAVE)) and throws(g) and g, 20)
            break
        except AssertionError:
            if attempt == 2:
                raise
    seats = [(s["seat"], s["player"]) for s in game["seats"]]
    assert seats == [("R", "human"), ("Y", "expert")], seats
    # Then round the table until Red is to play again: Yellow's computer has thrown and
    # moved (its job runs on the page's thread, a slice of each frame). The seat to play
    # is the position's second field. Red's throw may keep the turn (a 12 throws again,
    # a 1 brings a pawn in): then B (the keys to the board), Enter (its first move) and
    # Space.
    seen, last, changed, end = set(), None, time.monotonic(), time.monotonic() + 180
    # The seat to play as the page's clock saw it at each look: Yellow's times are
    # Expert's turns.
    turns = []
    while True:
        now, text = driver.script(
            "return [performance.now(), window.localStorage.getItem(arguments[0])];",
            DHAYAM_AUTOSAVE)
        game = json.loads(text)
        seat = game["position"].split()[1]
        turns.append((now - since, seat))
        seen.add(seat)
        # Pawns on the board, so that Expert has choices to think over.
        moved = [p for p in game["plies"] if not p.startswith("t:") and p != "pass"]
        if seat == "R" and "Y" in seen and len(moved) >= 6:
            break
        if time.monotonic() > end:
            raise AssertionError(f"the computer never played: {game['plies']}")
        if game["plies"] != last:
            last, changed = game["plies"], time.monotonic()
        elif seat == "R" and time.monotonic() - changed > 1.5:
            # A throw in hand (the position's last field) is played by typing the first
            # of the legal moves the desktop's `dhayam-cli moves` lists (T, the move,
            # Enter), as a keyboard player may; B and Enter could land on an empty square
            # after two 1s and wait there. Else Space throws; Escape lets go first.
            listed = []
            if game["position"].split()[-1] != "-" and CLI:
                listed = subprocess.run([CLI, "moves", game["position"]], capture_output=True,
                                        text=True, check=True).stdout.split()
            if listed:
                driver.keys(ESCAPE + "t" + listed[0] + ENTER)
            elif CLI:
                driver.keys(ESCAPE + " ")
            else:
                driver.keys("b" + ENTER + " ")
            changed = time.monotonic()
        time.sleep(0.5)
    count, span, gaps, trace = frame_figures(driver, since)
    assert len(throws(game)) >= 2, game["plies"]
    # Every time between two frames that began on Expert's turn (Yellow to play at the
    # look before it).
    yellow = [(a, b) for (a, s), (b, _) in zip(turns, turns[1:]) if s == "Y"]
    frames_at = driver.script(
        "return window.__frames.filter(t => t >= arguments[0]).map(t => t - arguments[0]);",
        since)
    on_turn = sorted(((b - a, a) for a, b in zip(frames_at, frames_at[1:])
                      if any(y0 <= a < y1 for y0, y1 in yellow)), reverse=True)
    print(f"  Dhayam: {game['plies']}; over {span / 1000:.1f} s, {count} frames "
          f"({count * 1000 / span:.0f} a second), the longest times between two (ms, and "
          f"when): {[(round(g), round(t)) for g, t in gaps]}; on Expert's turns "
          f"({sum(b - a for a, b in yellow) / 1000:.1f} s): "
          f"{[(round(g), round(t)) for g, t in on_turn[:5]]}; the page's console (steps "
          f"that overran their slice): {trace}")
    # The window paints while Expert and the chances think: no frame waits a second for
    # them. Their steps say when one overran its slice (the page's console); a frame that
    # waits longer with no such step waited for the page's own painting (software WebGL
    # on a busy machine: the figures above), which is told, not failed.
    held = overran(trace, 1000)
    assert not held, f"a frame waited a second for Expert or the chances: {held}"
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
    since = watch_frames(driver)
    driver.click(*makruk_square("e4"))
    game = wait_for("e3e4 and the computer's answer", lambda: (
        g := stored(driver, MAKRUK_AUTOSAVE)) and len(g["moves"]) >= 2 and g, 240, 0.05)
    count, span, gaps, trace = frame_figures(driver, since)
    assert game["moves"][0] == "e3e4", game["moves"]
    assert game["black"]["player"] == LEVEL, game["black"]
    print(f"  Makruk: {game['moves']}; from the click on e4 to {LEVEL}'s answer "
          f"{span / 1000:.2f} s, {count} frames ({count * 1000 / span:.0f} a second), "
          f"the longest times between two (ms, and when after the click): "
          f"{[(round(g), round(t)) for g, t in gaps]}; the page's console: {trace}")
    # The window paints while the computer thinks: no frame waits for the whole search
    # (Master's is 1.6 s; the search has 10 ms of each frame). A frame that waits a
    # second with no step of the search over its slice waited for the page's painting
    # (a busy machine's software WebGL: 2.9 s at a load of 11), told, not failed.
    assert not overran(trace, 1000), f"the search held a frame a second: {trace}"
    driver.screenshot("web-1280-makruk.png")
    return game


def open_in_page(driver, path):
    """Ctrl+O and the file at `path` handed to the page's file input, as a player picks
    it (the file chooser intercepted: headless Chromium would cancel it at once)."""
    driver.chord(CONTROL, "o")
    frames(driver)
    picker = driver.find("#dhayam-upload")
    if picker is None:
        # The game went on (its computer answered): "Save this game first?"
        frames(driver)
        driver.click(*DONT_SAVE)
        picker = wait_for("the browser's file picker", lambda: driver.find("#dhayam-upload"), 10)
    driver.send_file(picker, path)


def files(driver, downloads, before):
    """Ctrl+S downloads the game; Ctrl+O opens a desktop's save through the browser's file
    picker, then the download back."""
    driver.click(*SIDE_PANEL)
    driver.chord(CONTROL, "s")
    saved = wait_for("the save's download", lambda: [
        os.path.join(downloads, f) for f in os.listdir(downloads) if f.endswith(".dhayam")], 30)
    assert len(saved) == 1, saved
    saved = saved[0]
    with open(saved, encoding="utf-8") as f:
        game = json.load(f)
    assert game["moves"] == before["moves"], (game["moves"], before["moves"])
    print(f"  saved: {os.path.basename(saved)}, {os.path.getsize(saved)} bytes, {game['moves']}")
    cli = CLI
    if cli:
        checked = subprocess.run([cli, "check", saved], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stdout + checked.stderr
        print(f"  the desktop's dhayam-cli check: {checked.stdout.strip()}")
    else:
        print("  dhayam-cli not built: the download not checked by the desktop's reader")

    with open(DESKTOP_SAVE, encoding="utf-8") as f:
        desktop = json.load(f)
    # Headless Chromium shows no picker and would cancel it at once: the test takes its
    # place, handing the page's file input the file as a player picks one.
    driver.cdp("Page.setInterceptFileChooserDialog", {"enabled": True})
    for path, moves in ((DESKTOP_SAVE, desktop["moves"]), (saved, game["moves"])):
        driver.click(*SIDE_PANEL)
        open_in_page(driver, path)
        opened = wait_for(f"{os.path.basename(path)} opened", lambda: (
            g := stored(driver, MAKRUK_AUTOSAVE)) and g["moves"][:len(moves)] == moves and g, 30)
        print(f"  opened {os.path.basename(path)}: {opened['moves']}")
        frames(driver)
    driver.screenshot("web-1280-opened.png")


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
    return game


# Where the window puts what a finger taps at 390x844 (a phone held upright: the board on
# top, the panel under it), checked by what each tap did.
PHONE_RESUME_FIRST = (73, 412)  # "Resume your game?": the game played last
PHONE_RESUME_SECOND = (75, 465)  # and the other
PHONE_THROW = (114, 487)        # Dhayam's Throw, in the panel under the board


def phone_square(name):
    """The centre of a Makruk square (White at the bottom) at 390x844."""
    file, rank = ord(name[0]) - ord("a"), int(name[1])
    return 47 + 42.2 * file, 380 - 42.5 * (rank - 1)


def taps(driver, before):
    """A finger plays at 390x844: a Makruk move by two taps (the piece, then its square),
    then Dhayam's throw by a tap."""
    driver.tap(*PHONE_RESUME_FIRST)
    frames(driver)
    driver.tap(*phone_square("b3"))
    frames(driver, 10)
    driver.tap(*phone_square("b4"))
    game = wait_for("b3b4 tapped", lambda: (
        g := stored(driver, MAKRUK_AUTOSAVE)) and "b3b4" in g["moves"][len(before["moves"]):] and g,
        30)
    print(f"  Makruk by taps at 390x844: {game['moves']}")
    driver.screenshot("web-390-makruk-tapped.png")

    # Dhayam: back to its game (File ▸ Open recent would do; a reload offers it).
    driver.script("location.reload();")
    time.sleep(0.5)
    wait_for("the window to start on a phone again", lambda: started(driver), 60)
    frames(driver, 20)
    driver.tap(*PHONE_RESUME_SECOND)
    frames(driver, 20)
    driver.screenshot("web-390-dhayam.png")
    dhayam = stored(driver, DHAYAM_AUTOSAVE)
    # Red to throw: the dice under the board, tapped.
    assert dhayam["position"].split()[1] == "R", dhayam["position"]
    driver.tap(*PHONE_THROW)
    game = wait_for("Red's throw tapped", lambda: (
        g := stored(driver, DHAYAM_AUTOSAVE)) and len(throws(g)) > len(throws(dhayam)) and g, 30)
    print(f"  Dhayam by a tap at 390x844: {game['plies'][len(dhayam['plies']):]}")
    driver.screenshot("web-390-dhayam-thrown.png")


def done_line(trace, job):
    """The page's line of a Makruk advice job that is done ("makruk-hint: done in 40 steps,
    812 ms after it began"), if there is one yet."""
    return next((t for t in trace if t.startswith(f"{job}: done")), None)


def advice_figures(driver, since, job, what):
    """Waits for `job` to be done, counting the page's frames meanwhile; says them and fails
    a step of it that held a frame a second."""
    wait_for(what, lambda: done_line(frame_figures(driver, since)[3], job), 240, 0.1)
    count, span, gaps, trace = frame_figures(driver, since)
    print(f"  {what}: {done_line(trace, job)}; {span / 1000:.2f} s, {count} frames "
          f"({count * 1000 / span:.0f} a second), the longest times between two (ms, and "
          f"when after the start): {[(round(g), round(t)) for g, t in gaps]}; steps over "
          f"their slice: {overran(trace)}")
    # A step that cannot pause would hold the frame for the whole search (a hint's 0.9 s,
    # a review's seconds): it says so in the console, and fails here.
    held = overran(trace, 1000)
    assert not held, f"{what} held a frame a second: {held}"


def makruk_hint(driver):
    """Makruk's hint (H) at 1280x800, White to play: the page keeps painting while it
    thinks (its search in steps between frames)."""
    driver.click(*SIDE_PANEL)
    frames(driver)
    since = watch_frames(driver)
    driver.keys("h")
    advice_figures(driver, since, "makruk-hint", "Makruk's hint")
    frames(driver)
    driver.screenshot("web-1280-makruk-hint.png")


def makruk_review(driver):
    """A finished Makruk game (the desktop's save, Black resigned) opened at 1280x800 and
    reviewed: the page keeps painting while the review's searches run."""
    driver.viewport(1280, 800)
    frames(driver, 20)
    with open(DESKTOP_SAVE, encoding="utf-8") as f:
        game = json.load(f)
    game["ending"] = "resigned black"
    folder = tempfile.mkdtemp(prefix="dhayam-finished-")
    path = os.path.join(folder, "resigned.dhayam")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(game, f)
    driver.cdp("Page.setInterceptFileChooserDialog", {"enabled": True})
    open_in_page(driver, path)
    wait_for("the resigned game opened", lambda: (
        g := stored(driver, MAKRUK_AUTOSAVE)) and g.get("ending") == "resigned black", 30)
    frames(driver, 20)
    driver.screenshot("web-1280-makruk-finished.png")
    since = watch_frames(driver)
    driver.click(*GAME_OVER_REVIEW)
    advice_figures(driver, since, "makruk-review", "Makruk's review")
    frames(driver)
    driver.screenshot("web-1280-makruk-reviewed.png")
    shutil.rmtree(folder, ignore_errors=True)


def main():
    for tool in ("chromium", "chromedriver"):
        if not shutil.which(tool):
            sys.exit(f"browser_test: {tool} is missing (apt-get install chromium chromium-driver)")
    if not os.path.isfile(os.path.join(SITE, "dhayam_bg.wasm")):
        sys.exit("browser_test: target/web/ is not built (run web/build.sh)")
    site_port, driver_port = free_port(), free_port()
    profile = tempfile.mkdtemp(prefix="dhayam-browser-")
    downloads = tempfile.mkdtemp(prefix="dhayam-downloads-")
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(site_port),
         "-d", SITE], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    chromedriver = subprocess.Popen(
        ["chromedriver", f"--port={driver_port}", "--allowed-ips=127.0.0.1"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    driver = None
    try:
        driver = Driver(driver_port, profile, downloads)
        site = f"http://127.0.0.1:{site_port}/"
        # Makruk's computer, in the page's settings before the page first starts (a page
        # of the same site that is not the game's).
        driver.go(site + "no-game")
        driver.script("window.localStorage.setItem(arguments[0], arguments[1]);",
                      SETTINGS, DHAYAM_SETTINGS + f'[makruk]\nblack = "{LEVEL}"\n')
        makruk = run(driver, site)
        makruk_hint(driver)
        files(driver, downloads, makruk)
        resumed = resume(driver, site, makruk)
        taps(driver, resumed)
        makruk_review(driver)
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
        shutil.rmtree(downloads, ignore_errors=True)


if __name__ == "__main__":
    main()
