"""A tiny seeded generator whose whole state is one integer.

The state lives inside the game state (plain data), so saving, undoing and
replaying carry the exact position of the random stream with them.
SplitMix64 is fast in pure Python and good enough for shuffling components.
"""
from __future__ import annotations

_MASK = (1 << 64) - 1


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def seed_state(seed: int | str) -> int:
    """Turn any user-facing seed (number or text) into a generator state."""
    if isinstance(seed, str):
        acc = 0
        for ch in seed.encode("utf-8"):
            acc = _mix((acc * 131 + ch) & _MASK)
        seed = acc
    return _mix(int(seed) & _MASK)


class Rng:
    """Reads and writes its state in `holder[key]` so the state stays plain data."""

    __slots__ = ("holder", "key", "draws")

    def __init__(self, holder: dict, key: str = "rng"):
        self.holder = holder
        self.key = key
        self.draws = 0

    def next64(self) -> int:
        s = (self.holder[self.key] + 0x9E3779B97F4A7C15) & _MASK
        self.holder[self.key] = s
        self.draws += 1
        return _mix(s)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def pick(self, items):
        return items[self.below(len(items))]


def fresh_seed() -> int:
    """A new game's seed from the system's entropy (short enough to read out and type in)."""
    import random
    return random.SystemRandom().randrange(1, 1_000_000)
