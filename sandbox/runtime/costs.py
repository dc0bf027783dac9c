"""Time estimates for single C calls that no step or deadline check can interrupt.

Huge-int arithmetic is the main case: multiplying two 10**7-bit ints takes about 14 s inside
one C call, though both operands fit easily in memory. Operators and module functions ask
:func:`check_time` before such a call; the estimates are calibrated on a desktop CPU.
"""

from __future__ import annotations

import math
import time
from typing import Any

from ..errors import abort_limit


def mul_seconds(a_bits: int, b_bits: int) -> float:
    """Rough time CPython takes to multiply an ``a_bits``-bit int by a ``b_bits``-bit one
    (Karatsuba; a lopsided product is split into chunks of the smaller size)."""
    big, small = max(a_bits, b_bits), min(a_bits, b_bits)
    if small < 50_000:  # schoolbook on the small operand's chunks: a big-by-small product
        return 1.6e-12 * big * small if big >= 50_000 else 0.0
    return (big / small) * 13.7 * (small / 1e7) ** 1.585


def gcd_seconds(a_bits: int, b_bits: int) -> float:
    """Rough time of CPython's (quadratic, Lehmer) gcd of two ints."""
    return 2.35 * (a_bits / 1e6) * (b_bits / 1e6)


def inverse_seconds(mod_bits: int) -> float:
    """Rough time of CPython's modular inverse (``pow(a, -1, mod)``): an extended Euclid,
    quadratic in the modulus's size and much slower per step than a plain gcd."""
    return 1.1e-10 * mod_bits * mod_bits


def div_seconds(a_bits: int, b_bits: int) -> float:
    """Rough time of CPython's schoolbook long division: proportional to the divisor's size
    times the quotient's."""
    quotient_bits = a_bits - b_bits
    if b_bits < 50_000 or quotient_bits < 50_000:
        return 0.0
    return 1.2 * (quotient_bits / 1e6) * (b_bits / 1e6)


def pow_mod_seconds(exp_bits: int, mod_bits: int) -> float:
    """Rough time of CPython's ``pow(base, exp, mod)``: one modular multiplication per
    exponent bit, each (with its schoolbook reduction) quadratic in the modulus's size."""
    return exp_bits * (3e-12 * mod_bits * mod_bits + 4e-7)


def pow_seconds(base: int, exp: int) -> float:
    """Rough time of CPython's ``base ** exp`` for ints (``exp >= 2``): left-to-right binary
    exponentiation, a squaring per bit of ``exp`` on a result that doubles each time (the last
    squaring dominates: the series sums to 1.5 times it; a squaring costs about half a
    product), plus a product by ``base`` per set bit. A power of two is a shift (cheap)."""
    size = abs(base)
    if size < 2 or not size & (size - 1):
        return 0.0
    base_bits = math.log2(size)
    result_bits = exp * base_bits
    seconds = 0.75 * mul_seconds(int(result_bits / 2), int(result_bits / 2))
    if base_bits >= 50_000:
        seconds += exp.bit_count() * mul_seconds(int(result_bits), int(base_bits))
    return seconds


#: Estimated host nanoseconds charged as one step (an evaluator step costs about as much).
NS_PER_STEP = 1_000


def check_time(ctx: Any, seconds: float, what: str) -> None:
    """Refuse a single uninterruptible host call estimated to take ``seconds`` when that would
    run past the run's deadline (calls of a millisecond or more re-read the clock, so a loop
    of them in host code stops at the deadline), and charge its time as steps: host code
    that makes many such calls without returning to the evaluator (``functools.reduce`` of a
    checked product) still uses up the step budget, and each refill checks the deadline."""
    if seconds < 1e-5:
        note_free(ctx, int(seconds * 1e9))
        return
    if seconds >= 0.001:
        now = time.monotonic()
        if now + seconds > ctx.deadline:
            raise abort_limit("timeout_s", round(now - ctx.started + seconds, 3),
                              ctx.limits.timeout_s,
                              f"time limit exceeded: {what} would run past the deadline")
    ctx.steps_left -= int(seconds * (1e9 / NS_PER_STEP))
    if ctx.steps_left < 0:
        ctx.refill()


def check_fits(ctx: Any, seconds: float, what: str) -> None:
    """Refuse when host work still to come, estimated at ``seconds`` (the one C call that will
    join what a loop built so far), would run past the deadline; charges nothing (the work
    is charged when it is done)."""
    now = time.monotonic()
    if now + seconds > ctx.deadline:
        raise abort_limit("timeout_s", round(now - ctx.started + seconds, 3),
                          ctx.limits.timeout_s,
                          f"time limit exceeded: {what} would run past the deadline")


#: Bytes a host loop copies or scans in about the time of one step (memcpy and memchr move
#: several GB/s; a step of the evaluator is ~0.1-1 us).
BYTES_PER_STEP = 4096


def charge_bytes(ctx: Any, nbytes: int) -> None:
    """Charge a host call that copies or scans ``nbytes`` bytes (one step per
    :data:`BYTES_PER_STEP`): a loop of cheap-but-big operations pays for the bytes it
    touches, so the step budget and the deadline checks at each refill catch it."""
    steps = nbytes // BYTES_PER_STEP
    if steps:
        ctx.steps_left -= steps
        if ctx.steps_left < 0:
            ctx.refill()


def charge_ns(ctx: Any, ns: int, what: str) -> None:
    """Refuse host work of ``ns`` estimated nanoseconds that would run past the deadline;
    charge it as steps (which checks the step budget and the deadline at once)."""
    check_time(ctx, ns / 1e9, what)


#: Host nanoseconds of work let through uncharged (each call under its check's threshold) that
#: a check interval may hold before the clock is read. The evaluator reads the clock every
#: ``STEPS_PER_CLOCK_CHECK`` steps; without this, a call "free" at 1 ms repeated once a step
#: would hold 2 s of host work between two readings (issue 13, costs6).
FREE_WINDOW_NS = 2_000_000


def note_free(ctx: Any, ns: int) -> None:
    """Count ``ns`` host nanoseconds of work a check let through uncharged (below its threshold,
    or a worst case not worth measuring); once the work since the last clock reading passes
    :data:`FREE_WINDOW_NS`, read the clock (a deadline breach ends the run there). Costs an
    attribute update per call: the free allowance is per check interval, not per call."""
    try:
        total = ctx.free_ns + ns
    except AttributeError:  # no run context (None, or a stand-in): nothing to read
        return
    if total > FREE_WINDOW_NS:
        ctx.check_deadline()  # (resets ctx.free_ns)
    else:
        ctx.free_ns = total


def charge_above(ctx: Any, ns: int, free_ns: int, what: str) -> None:
    """Charge host work of ``ns`` estimated nanoseconds (:func:`charge_ns`) when it passes a
    check's own threshold ``free_ns``; below it, count it as free work (:func:`note_free`)."""
    if ns > free_ns:
        charge_ns(ctx, ns, what)
    else:
        note_free(ctx, ns)
