#!/usr/bin/python3
"""Prints the accessibility tree of every application on the desktop's AT-SPI bus, as a
screen reader sees it: one line per object, its role and its name (and its value), indented
by depth. Objects with neither name nor value are left out, their children kept. Run it
while tools/a11y-listen.sh holds a window open (same DISPLAY and session bus)."""
import sys
import pyatspi


def value_of(obj):
    try:
        return obj.queryValue().currentValue
    except Exception:
        pass
    try:
        text = obj.queryText()
        return text.getText(0, text.characterCount)
    except Exception:
        return None


def walk(obj, depth, out):
    try:
        role, name = obj.getRoleName(), obj.name
    except Exception:
        return
    value = value_of(obj)
    shown = bool(name) or (value not in (None, ""))
    if shown:
        line = "  " * depth + f"[{role}] {name}"
        if value not in (None, "", name):
            line += f" = {value}"
        out.append(line)
    for i in range(obj.childCount):
        try:
            walk(obj.getChildAtIndex(i), depth + (1 if shown else 0), out)
        except Exception:
            pass


lines = []
desktop = pyatspi.Registry.getDesktop(0)
for i in range(desktop.childCount):
    walk(desktop.getChildAtIndex(i), 0, lines)
print("\n".join(lines))
