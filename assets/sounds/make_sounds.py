#!/usr/bin/env python3
"""Renders the app's sounds to small WAV files (mono, 16-bit, 22 050 Hz) beside this
script. Every sound is made here from filtered noise and resonant clicks, with a fixed
random seed, so running it again gives the same files byte for byte:

    python3 assets/sounds/make_sounds.py

Only Python's standard library is used. The sounds are the project's own (MIT/Apache-2.0
like the code).
"""

import math
import os
import random
import struct
import wave

RATE = 22050
HERE = os.path.dirname(os.path.abspath(__file__))


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(into, sound, at):
    """Adds `sound` into `into` starting at `at` seconds, growing it as needed."""
    start = int(at * RATE)
    need = start + len(sound)
    if need > len(into):
        into.extend([0.0] * (need - len(into)))
    for i, s in enumerate(sound):
        into[start + i] += s


def knock(rng, freq, decay, length, noise=0.6, gain=1.0):
    """A resonant knock: a damped sine (the body) with a short burst of noise (the hit),
    the noise low-passed so it thuds rather than hisses."""
    out = []
    low = 0.0
    for i in range(int(RATE * length)):
        t = i / RATE
        env = math.exp(-t / decay)
        body = math.sin(2 * math.pi * freq * t) * env
        hit = rng.uniform(-1, 1) * math.exp(-t / 0.004)
        low += 0.35 * (hit - low)
        out.append(gain * (body * (1 - noise) + low * noise * 2.5))
    return out


def metal(rng, freqs, decay, length, gain=1.0):
    """Brass ringing: a few inharmonic partials decaying at their own rates."""
    out = []
    phases = [rng.uniform(0, 2 * math.pi) for _ in freqs]
    for i in range(int(RATE * length)):
        t = i / RATE
        s = 0.0
        for k, (f, p) in enumerate(zip(freqs, phases)):
            s += math.sin(2 * math.pi * f * t + p) * math.exp(-t / (decay / (1 + 0.6 * k)))
        out.append(gain * s / len(freqs))
    return out


def dice(rng, bounces, twelve=False):
    """Two long brass dice landing: each bounces a few times, each bounce quieter, with a
    ring of brass; two blanks (a 12) land with a brighter double ring."""
    out = silence(0.02)
    for die in range(2):
        at = 0.01 + die * rng.uniform(0.03, 0.06)
        gain = 0.8
        for b in range(bounces):
            mix(out, knock(rng, rng.uniform(180, 260), 0.03, 0.08, noise=0.7, gain=gain), at)
            mix(out, metal(rng, [1820 + die * 90, 2650, 3900], 0.05, 0.12, gain=0.25 * gain), at)
            at += rng.uniform(0.05, 0.09) * (0.75 ** b)
            gain *= 0.55
    if twelve:
        mix(out, metal(rng, [1318.5, 1975.5, 2637.0], 0.25, 0.5, gain=0.45), 0.22)
        mix(out, metal(rng, [1568.0, 2349.3, 3136.0], 0.25, 0.5, gain=0.35), 0.32)
    return out


def chime(rng, notes, step, decay, gain):
    out = []
    for i, f in enumerate(notes):
        mix(out, metal(rng, [f, f * 2.01, f * 3.02], decay, decay * 4, gain=gain), i * step)
    return out


def sounds():
    rng = random.Random(2026)
    return {
        "dice": dice(rng, 3),
        "dice-twelve": dice(rng, 3, twelve=True),
        # A wooden pawn stepping on cloth: a soft, short knock.
        "step": knock(rng, 420, 0.012, 0.05, noise=0.5, gain=0.45),
        # Put on the board: a firmer, lower knock.
        "enter": knock(rng, 300, 0.03, 0.12, noise=0.5, gain=0.8),
        # A cut: a sharp knock and a falling swish.
        "cut": cut(rng),
        # The gate opening: two rising notes.
        "gate": chime(rng, [659.3, 987.8], 0.09, 0.08, 0.5),
        # A pawn home on the centre: three rising notes.
        "home": chime(rng, [523.3, 659.3, 784.0], 0.08, 0.08, 0.45),
        # The King: a brass fanfare of four notes.
        "king": chime(rng, [523.3, 659.3, 784.0, 1046.5], 0.12, 0.15, 0.5),
        # Makruk: a piece set down, a capture, check, mate.
        "place": knock(rng, 260, 0.025, 0.1, noise=0.55, gain=0.8),
        "capture": capture(rng),
        "check": chime(rng, [880.0], 0.0, 0.1, 0.45),
        "mate": chime(rng, [784.0, 659.3, 523.3, 392.0], 0.12, 0.15, 0.5),
        # Online: your turn, after a move from another window: a soft two-note call.
        "turn": chime(rng, [587.3, 784.0], 0.16, 0.12, 0.35),
    }


def cut(rng):
    out = knock(rng, 330, 0.02, 0.1, noise=0.75, gain=0.9)
    swish = []
    low = 0.0
    for i in range(int(RATE * 0.22)):
        t = i / RATE
        k = 0.5 * math.exp(-t / 0.08)
        low += k * (rng.uniform(-1, 1) - low)
        swish.append(low * 0.5 * math.sin(math.pi * t / 0.22))
    mix(out, swish, 0.03)
    return out


def capture(rng):
    out = knock(rng, 260, 0.025, 0.1, noise=0.55, gain=0.8)
    mix(out, knock(rng, 380, 0.02, 0.08, noise=0.6, gain=0.6), 0.05)
    return out


def write(name, samples):
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.9 / peak if peak > 0.9 else 1.0
    fade = int(RATE * 0.01)
    data = bytearray()
    for i, s in enumerate(samples):
        if i > len(samples) - fade:
            s *= (len(samples) - i) / fade
        data += struct.pack("<h", int(max(-1.0, min(1.0, s * scale)) * 32767))
    with wave.open(os.path.join(HERE, name + ".wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))


if __name__ == "__main__":
    for name, samples in sounds().items():
        write(name, samples)
