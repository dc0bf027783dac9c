"""Helpers the program shapes share: choices drawn from a seeded generator, dedented blocks."""

from __future__ import annotations

import random
import re
import textwrap


def pick(rng: random.Random, *options: str) -> str:
    return rng.choice(options)


def sample(rng: random.Random, items: list[str], lo: int, hi: int) -> list[str]:
    return rng.sample(items, rng.randint(lo, min(hi, len(items))))


def block(text: str) -> str:
    return textwrap.dedent(text).strip("\n") + "\n"


def indent(text: str, levels: int) -> str:
    return textwrap.indent(text, "    " * levels)


def code_only(source: str) -> str:
    """``source`` with its number and string literals masked: two programs that differ
    only in constants (tool inputs, thresholds) have the same code."""
    source = re.sub(r"\d+(\.\d+)?", "N", source)
    return re.sub(r"'[^'\n]*'|\"[^\"\n]*\"", "S", source)
