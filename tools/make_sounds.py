#!/usr/bin/env python3
"""Build the app's sound effects, ``sprites/sounds/*.wav``, by synthesis.

Usage::

    python tools/make_sounds.py            # rebuild every effect
    python tools/make_sounds.py --play     # and list them with their lengths

Every effect is made here from sine partials, filtered noise and envelopes with fixed seeds, so
reruns write byte-identical files (a file is rewritten only when its bytes change). Nothing is
sampled from elsewhere: the sounds are this project's own work, credited in
``sprites/sounds/CREDITS.md``. The app plays the committed WAVs and needs only the standard library
here (``wave``, ``math``, ``random``), no build tools at run time.

The effects are short and quiet by design: a board game's sounds confirm what the hand did
(pick up, drop), warn gently (a refused move), and mark the moments of the table (a new turn,
the end of the game).
"""
from __future__ import annotations

import argparse
import io
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "sprites" / "sounds"


def _env(t: float, attack: float, decay: float) -> float:
    """A percussive envelope: a linear rise over `attack` seconds, then exponential decay."""
    if t < attack:
        return t / attack if attack > 0 else 1.0
    return math.exp(-(t - attack) / decay)


def _tone(freq: float, length: float, attack: float, decay: float, partials=((1, 1.0),),
          glide: float = 0.0) -> list[float]:
    """A bell- or wood-like tone: sine partials (multiple, weight) under one envelope; `glide`
    bends the pitch by that ratio over the length (a lift or a fall)."""
    n = int(RATE * length)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + glide * t / length)
        phase += 2 * math.pi * f / RATE
        out.append(_env(t, attack, decay) * sum(w * math.sin(k * phase) for k, w in partials))
    return out


def _noise(length: float, attack: float, decay: float, seed: int, smooth: float) -> list[float]:
    """A noise burst low-passed by a one-pole filter (`smooth` near 1: darker, a knock)."""
    rng = random.Random(seed)
    n = int(RATE * length)
    out, y = [], 0.0
    for i in range(n):
        y = smooth * y + (1 - smooth) * rng.uniform(-1, 1)
        out.append(_env(i / RATE, attack, decay) * y)
    return out


def _mix(*parts: tuple[float, list[float]], offset: list[float] | None = None) -> list[float]:
    """Sum weighted parts, each starting at its offset in seconds (default 0)."""
    offsets = offset or [0.0] * len(parts)
    length = max(int(RATE * o) + len(p) for o, (_, p) in zip(offsets, parts))
    out = [0.0] * length
    for o, (w, p) in zip(offsets, parts):
        start = int(RATE * o)
        for i, x in enumerate(p):
            out[start + i] += w * x
    return out


def _normal(samples: list[float], peak: float) -> list[float]:
    """Scale to `peak` (0..1 of full scale) and fade the last 5 ms so nothing clicks."""
    top = max(abs(x) for x in samples) or 1.0
    fade = int(RATE * 0.005)
    out = [x * peak / top for x in samples]
    for i in range(1, fade + 1):
        out[-i] *= (i - 1) / fade
    return out


def pickup() -> list[float]:
    """Lifting a piece: a light wooden tick with a small upward bend."""
    return _normal(_mix((1.0, _tone(880, 0.09, 0.002, 0.018, ((1, 1.0), (2.7, 0.35)), glide=0.25)),
                        (0.5, _noise(0.05, 0.001, 0.008, 1, 0.55))), 0.45)


def drop() -> list[float]:
    """Setting a piece down: a soft knock on a wooden table."""
    return _normal(_mix((1.0, _tone(196, 0.16, 0.002, 0.045, ((1, 1.0), (2.3, 0.4), (4.1, 0.15)))),
                        (0.9, _noise(0.08, 0.001, 0.014, 2, 0.8))), 0.6)


def refuse() -> list[float]:
    """A move that is not allowed: two low muted notes, falling."""
    a = _tone(233, 0.12, 0.004, 0.05, ((1, 1.0), (3, 0.2)))
    b = _tone(175, 0.16, 0.004, 0.06, ((1, 1.0), (3, 0.2)))
    return _normal(_mix((1.0, a), (1.0, b), offset=[0.0, 0.1]), 0.45)


def turn() -> list[float]:
    """A new player to move: a two-note chime."""
    bell = ((1, 1.0), (2.0, 0.3), (3.01, 0.12))
    return _normal(_mix((1.0, _tone(659.3, 0.5, 0.004, 0.16, bell)), (0.9, _tone(880.0, 0.6, 0.004, 0.2, bell)),
                        offset=[0.0, 0.12]), 0.4)


def end() -> list[float]:
    """The game is over: a rising arpeggio that rings out."""
    bell = ((1, 1.0), (2.0, 0.35), (3.01, 0.1))
    notes = (523.3, 659.3, 784.0, 1046.5)
    parts = [(1.0, _tone(f, 0.9 if i == 3 else 0.5, 0.005, 0.35 if i == 3 else 0.14, bell)) for i, f in enumerate(notes)]
    return _normal(_mix(*parts, offset=[0.0, 0.11, 0.22, 0.33]), 0.5)


def click() -> list[float]:
    """A button pressed: a short dry click."""
    return _normal(_mix((1.0, _tone(1320, 0.035, 0.001, 0.007)), (0.6, _noise(0.03, 0.0005, 0.004, 3, 0.3))), 0.3)


EFFECTS = {"pickup": pickup, "drop": drop, "refuse": refuse, "turn": turn, "end": end, "click": click}


def wav_bytes(samples: list[float]) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, round(x * 32767)))) for x in samples))
    return buf.getvalue()


CREDITS = """# Sound credits

Every file in this folder is made by `tools/make_sounds.py` (rerun:
`python tools/make_sounds.py`): synthesized from sine partials, filtered noise and
envelopes with fixed seeds. No recording or sample from elsewhere is used.

Licence: this project's own work, under the same terms as its code.

| File | What it is | Length |
| --- | --- | --- |
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--play", action="store_true", help="list the effects with their lengths")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    rows = []
    for name, make in EFFECTS.items():
        samples = make()
        data = wav_bytes(samples)
        path = OUT / f"{name}.wav"
        if not path.exists() or path.read_bytes() != data:
            path.write_bytes(data)
        seconds = len(samples) / RATE
        rows.append(f"| `{name}.wav` | {make.__doc__.strip()} | {seconds:.2f} s |\n")
        if args.play:
            print(f"{name}: {seconds:.2f} s, {len(data)} bytes")
    credits = CREDITS + "".join(rows)
    path = OUT / "CREDITS.md"
    if not path.exists() or path.read_text(encoding="utf-8") != credits:
        path.write_text(credits, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
