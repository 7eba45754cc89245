#!/usr/bin/python3
"""Listens to the desktop's accessibility bus as a screen reader does: prints every
announcement (live regions) and every focus change with the focused object's name."""
import sys, time
import pyatspi

start = time.time()
out = open(sys.argv[1], "w", buffering=1) if len(sys.argv) > 1 else sys.stdout

def say(kind, words):
    out.write(f"{time.time() - start:7.2f} {kind:5} {words}\n")

def on_announcement(event):
    say("said", event.any_data)

def on_focus(event):
    if event.detail1:
        try:
            role = event.source.getRoleName()
            name = event.source.name
        except Exception as e:
            role, name = "?", str(e)
        say("focus", f"[{role}] {name}")

pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
say("start", "listening")
pyatspi.Registry.start()
