"""Helpers the program shapes share: choices drawn from a seeded generator, dedented blocks."""

from __future__ import annotations

import random
import textwrap


def pick(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def sample(rng: random.Random, items: list[str], lo: int, hi: int) -> list[str]:
    return rng.sample(items, rng.randint(lo, min(hi, len(items))))


def block(text: str) -> str:
    return textwrap.dedent(text).strip("\n") + "\n"
