#!/usr/bin/env python3
"""A bad line between a home and its router, for the network harness (netns.rs).

Usage (inside the router's namespace): line.py HOME_NAMESPACE DELAY_MS LOSS_PERCENT

Makes two TAP devices, `lan` here and `eth0` moved into the home's namespace, and
carries every Ethernet frame between them after DELAY_MS, losing LOSS_PERCENT of them
at random, in both directions. The kernel's netem would do this, but not every kernel
has it (these machines' does not); TAP devices are everywhere. The devices vanish when
this process ends. Prints "ready" once both are in place.
"""

import fcntl
import heapq
import os
import random
import select
import struct
import subprocess
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TAP = 0x0002
IFF_NO_PI = 0x1000


def tap(name):
    fd = os.open("/dev/net/tun", os.O_RDWR)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TAP | IFF_NO_PI))
    return fd


def main():
    home, delay_ms, loss_percent = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
    lan, eth0 = tap("lan"), tap("eth0")
    subprocess.run(["ip", "link", "set", "eth0", "netns", home], check=True)
    print("ready", flush=True)
    other = {lan: eth0, eth0: lan}
    due = []  # (when, order, fd to write, frame)
    order = 0
    while True:
        now = time.monotonic()
        while due and due[0][0] <= now:
            _, _, fd, frame = heapq.heappop(due)
            try:
                os.write(fd, frame)
            except OSError:
                pass  # the device is down for a moment (being configured)
        wait = max(0.0, due[0][0] - now) if due else 1.0
        ready, _, _ = select.select([lan, eth0], [], [], wait)
        for fd in ready:
            try:
                frame = os.read(fd, 65536)
            except OSError:
                continue
            if random.random() * 100 < loss_percent:
                continue
            order += 1
            heapq.heappush(due, (time.monotonic() + delay_ms / 1000, order, other[fd], frame))


if __name__ == "__main__":
    main()
