"""Check the declared ``linear`` cost models against measurements.

A ``linear`` model (``sandbox/guards/costmodel.py``) charges ``ns_per_byte`` host nanoseconds
and sizes ``mem_per_byte`` bytes of result per byte of the arguments, before the host call is
made (the deadline cannot interrupt a C call, so the estimate is all the sandbox has). This
script times each such member on growing inputs, outside any run, and reports per member:

* the measured host time per argument byte (the slope between the two largest inputs, best of
  ``--repeat`` calls each, so fixed overhead does not count) against the declared rate;
* the charge per second of host time, in evaluator steps (a charged nanosecond is
  ``1 / NS_PER_STEP`` of a step), against the evaluator's own steps per second (measured here
  on a plain loop): a charge far below the evaluator's rate lets a loop of such calls spend
  host time the step budget does not see;
* the peak memory of the call (``tracemalloc``) per argument byte against ``mem_per_byte``.

A member is flagged ``UNDER`` when its measured time is more than ``--slack`` times its
declared rate, or its memory more than ``--slack`` times the declared bytes. The exit status
is 1 when any member is flagged. The inputs are made per member (``INPUTS``); a linear member
with no entry there is listed as ``no input`` (add one).

    python benchmarks/cost_calibration.py [--max-kib 1024] [--repeat 3] [--slack 1.0]
"""

from __future__ import annotations

import argparse
import base64
import binascii
import importlib
import os
import sys
import time
import tracemalloc
import urllib.parse
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SANDBOX_ISOLATION", "inprocess")

from sandbox import Limits, Sandbox  # noqa: E402
from sandbox.guards.costmodel import args_bytes  # noqa: E402
from sandbox.modules import REGISTRY, importable, load_provider  # noqa: E402
from sandbox.runtime.costs import NS_PER_STEP  # noqa: E402

#: (args, kwargs) of one call of a member, from the input size in bytes.
Maker = Callable[[int], tuple[tuple[Any, ...], dict[str, Any]]]


def _data(n: int) -> bytes:
    return os.urandom(n)


def _enc(encode: Callable[[bytes], bytes], shrink: float = 1.0) -> Maker:
    """A decoder's input: ``encode`` of random data, sized to about ``n`` encoded bytes."""
    return lambda n: ((encode(_data(max(int(n * shrink), 1))),), {})


def _one(make: Callable[[int], Any]) -> Maker:
    return lambda n: ((make(n),), {})


_PATH = lambda n: "ab/" * (n // 3)  # noqa: E731
_URL = lambda n: "http://h/" + "p/" * (n // 2)  # noqa: E731

INPUTS: dict[tuple[str, str], Maker] = {
    **{("base64", f"{k}encode"): _one(_data) for k in ("a85", "b85", "b16", "b32", "b32hex",
                                                         "b64", "standard_b64", "urlsafe_b64")},
    ("base64", "encodebytes"): _one(_data),
    ("base64", "a85decode"): _enc(base64.a85encode, 0.8),
    ("base64", "b85decode"): _enc(base64.b85encode, 0.8),
    ("base64", "b16decode"): _enc(base64.b16encode, 0.5),
    ("base64", "b32decode"): _enc(base64.b32encode, 0.6),
    ("base64", "b32hexdecode"): _enc(base64.b32hexencode, 0.6),
    ("base64", "b64decode"): _enc(base64.b64encode, 0.75),
    ("base64", "standard_b64decode"): _enc(base64.standard_b64encode, 0.75),
    ("base64", "urlsafe_b64decode"): _enc(base64.urlsafe_b64encode, 0.75),
    ("base64", "decodebytes"): _enc(base64.encodebytes, 0.74),
    **{("binascii", k): _one(_data) for k in ("b2a_base64", "b2a_hex", "b2a_qp", "hexlify",
                                              "crc32")},
    ("binascii", "crc_hqx"): lambda n: ((_data(n), 0), {}),
    ("binascii", "a2b_base64"): _enc(binascii.b2a_base64, 0.75),
    ("binascii", "a2b_hex"): _enc(binascii.b2a_hex, 0.5),
    ("binascii", "unhexlify"): _enc(binascii.hexlify, 0.5),
    ("binascii", "a2b_qp"): _enc(binascii.b2a_qp, 0.3),
    ("difflib", "IS_LINE_JUNK"): _one(lambda n: " " * (n - 1) + "#"),
    ("hashlib", "blake2b"): _one(_data), ("hashlib", "blake2s"): _one(_data),
    ("hashlib", "new"): lambda n: (("sha256", _data(n)), {}),
    ("hmac", "new"): lambda n: ((b"k", _data(n), "sha256"), {}),
    ("hmac", "HMAC"): lambda n: ((b"k", _data(n), "sha256"), {}),
    ("hmac", "digest"): lambda n: ((b"k", _data(n), "sha256"), {}),
    ("hmac", "compare_digest"): lambda n: ((b"a" * (n // 2), b"a" * (n // 2)), {}),
    **{("os.path", k): _one(_PATH) for k in ("basename", "dirname", "isabs", "normcase",
                                             "normpath", "split", "splitdrive", "splitext")},
    ("os.path", "join"): lambda n: ((_PATH(n // 2), _PATH(n // 2)), {}),
    ("os.path", "commonpath"): _one(lambda n: [_PATH(n // 2), _PATH(n // 2)]),
    ("os.path", "commonprefix"): _one(lambda n: [_PATH(n // 2), _PATH(n // 2)]),
    ("string", "capwords"): _one(lambda n: "ab " * (n // 3)),
    ("time", "strftime"): _one(lambda n: "%Y" * (n // 2)),
    ("time", "strptime"): lambda n: (("x" * (n // 2), "x" * (n // 2)), {}),
    ("tomllib", "loads"): _one(lambda n: "".join(f"k{i} = {i}\n" for i in range(n // 10))),
    ("unicodedata", "is_normalized"): lambda n: (("NFC", "e\u0301" * (n // 4)), {}),
    **{("urllib.parse", k): _one(lambda n: "%41" * (n // 3))
       for k in ("unquote", "unquote_plus", "unquote_to_bytes")},
    **{("urllib.parse", k): _one(_URL) for k in ("urldefrag", "urlparse", "urlsplit")},
    ("urllib.parse", "urljoin"): lambda n: (("http://h/a/b/", "../" * (n // 3)), {}),
    ("urllib.parse", "urlunparse"): _one(lambda n: ("http", "h", "p/" * (n // 2), "", "", "")),
    ("urllib.parse", "urlunsplit"): _one(lambda n: ("http", "h", "p/" * (n // 2), "", "")),
    ("uuid", "uuid3"): lambda n: ((uuid.NAMESPACE_DNS, "a" * n), {}),
    ("uuid", "uuid5"): lambda n: ((uuid.NAMESPACE_DNS, "a" * n), {}),
    ("zlib", "adler32"): _one(_data), ("zlib", "crc32"): _one(_data),
    ("zlib", "compress"): _one(_data),
}


#: Linear members this script does not time, and why their model needs no input of its own.
NOT_TIMED = {
    ("binascii", "a2b_uu"): "bounded: one uuencoded line (at most 45 data bytes)",
    ("binascii", "b2a_uu"): "bounded: at most 45 bytes a call",
    ("tomllib", "load"): "reads a file: loads' model, enforced on the file's bytes",
}


def linear_members() -> list[tuple[str, str, Any]]:
    """(module, member, Cost) of every linear model of the allowlist."""
    found = []
    for module in sorted(importable()):
        load_provider(module)
        spec = REGISTRY.get(module)
        for name, cost in sorted(((spec.costs or {}) if spec else {}).items()):
            if cost.kind == "linear":
                found.append((module, name, cost))
    return found


def _best(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any],
          repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        urllib.parse.urlsplit.cache_clear()  # urlparse, urldefrag use it: time the work
        t = time.perf_counter()
        fn(*args, **kwargs)
        best = min(best, time.perf_counter() - t)
    return best


def measure(fn: Callable[..., Any], make: Maker, max_bytes: int, repeat: int
            ) -> tuple[float, float]:
    """(ns per argument byte, peak bytes per argument byte) of ``fn`` on inputs from ``make``."""
    small = make(max_bytes // 4)
    large = make(max_bytes)
    n_small, n_large = args_bytes(*small), args_bytes(*large)
    t_small = _best(fn, *small, repeat)
    t_large = _best(fn, *large, repeat)
    ns = max(t_large - t_small, 0.0) * 1e9 / max(n_large - n_small, 1)
    tracemalloc.start()
    fn(*large[0], **large[1])
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return ns, peak / max(n_large, 1)


def evaluator_steps_per_s() -> float:
    """Steps per second of the evaluator on a plain loop (its own charging rate)."""
    result = Sandbox(limits=Limits(max_steps=10**9, timeout_s=60)).run_sync(
        "for i in range(300_000):\n    pass")
    return result.stats.steps / result.stats.elapsed_s


def _host_callable(module: str, name: str) -> Callable[..., Any]:
    return getattr(importlib.import_module(module), name)  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--max-kib", type=int, default=1024, help="largest input (KiB)")
    parser.add_argument("--repeat", type=int, default=3, help="calls per size (best kept)")
    parser.add_argument("--slack", type=float, default=1.0,
                        help="flag when measured > slack x declared")
    opts = parser.parse_args(argv)
    eval_rate = evaluator_steps_per_s()
    print(f"evaluator: {eval_rate:,.0f} steps/s; a charged step is {NS_PER_STEP} ns\n")
    print("| member | declared ns/B | measured ns/B | ratio | charged steps per host s "
          "| declared mem/B | peak mem/B | flag |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    flagged = 0
    for module, name, cost in linear_members():
        make = INPUTS.get((module, name))
        label = f"`{module}.{name}`"
        if make is None:
            why = NOT_TIMED.get((module, name), "no input")
            flagged += why == "no input"
            print(f"| {label} | {cost.ns_per_byte:g} | | | | {cost.mem_per_byte:g} | | {why} |")
            continue
        ns, mem = measure(_host_callable(module, name), make, opts.max_kib << 10, opts.repeat)
        ratio = ns / cost.ns_per_byte if cost.ns_per_byte else float("inf") if ns > 0.5 else 0
        charged = (cost.ns_per_byte / NS_PER_STEP) * (1e9 / ns) if ns else float("inf")
        under_time = ns > opts.slack * cost.ns_per_byte and ns > 0.5
        under_mem = mem > opts.slack * max(cost.mem_per_byte, 1.0) + 1.0
        flag = " ".join(f for f, bad in (("UNDER-time", under_time), ("UNDER-mem", under_mem))
                        if bad)
        flagged += bool(flag)
        print(f"| {label} | {cost.ns_per_byte:g} | {ns:.2f} | {ratio:.2f} | {charged:,.0f} "
              f"| {cost.mem_per_byte:g} | {mem:.2f} | {flag} |")
    print(f"\n{flagged} member(s) flagged (evaluator rate {eval_rate:,.0f} steps/s)")
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
