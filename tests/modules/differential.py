"""Shared helpers for the module tests: run a snippet in the sandbox and under CPython and
compare, or get the guest error / limit a snippet ends with."""

from __future__ import annotations

import contextlib
import io

from sandbox import Limits, Sandbox
from sandbox.errors import GuestError, LimitExceeded


def run(src: str, **limits: object) -> object:
    sb = Sandbox(limits=Limits(**limits)) if limits else Sandbox()  # type: ignore[arg-type]
    return sb.run_sync(src)


def sandbox_output(src: str, **limits: object) -> str:
    r = run(src, **limits)
    assert r.ok, r.error and r.error.traceback  # type: ignore[attr-defined]
    return r.output  # type: ignore[attr-defined, no-any-return]


def cpython_output(src: str) -> str:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        exec(compile(src, "<cpython>", "exec"), {"__name__": "__main__"})  # noqa: S102
    return buf.getvalue()


def same(src: str, **limits: object) -> None:
    assert sandbox_output(src, **limits) == cpython_output(src)


def guest_error(src: str, **limits: object) -> GuestError:
    r = run(src, **limits)
    assert not r.ok, r.output  # type: ignore[attr-defined]
    assert isinstance(r.error, GuestError), r.error  # type: ignore[attr-defined]
    return r.error  # type: ignore[attr-defined, no-any-return]


def limit_error(src: str, **limits: object) -> LimitExceeded:
    r = run(src, **limits)
    assert not r.ok, r.output  # type: ignore[attr-defined]
    assert isinstance(r.error, LimitExceeded), r.error  # type: ignore[attr-defined]
    return r.error  # type: ignore[attr-defined, no-any-return]
