"""Command-line interface: ``python -m sandbox``.

Usage::

    python -m sandbox FILE          # run a file (``-`` reads stdin)
    python -m sandbox -c CODE       # run a code string
    python -m sandbox               # interactive REPL (one session persists between inputs);
                                    # when stdin is not a TTY, stdin is run as one program

Limit flags (``--timeout``, ``--max-steps``, ``--max-memory-mb``, ``--max-output-bytes``,
``--max-recursion``) override the defaults of :class:`sandbox.Limits` for the flags given.
``--json`` prints ``result.to_dict()`` as one JSON document instead of the guest output, with
``value`` as JSON where it is plain data (``"value_repr": false``), else as its bounded
``repr`` text (``"value_repr": true``). ``--version`` prints the version.

Output is written as the guest prints it (within the output limits), and what the guest
writes to ``sys.stderr`` to stderr the same way. The REPL binds ``_`` to
the last value shown, keeps a line history (readline, when available) and ends an input
interrupted by Ctrl-C as the run rule says: the run stops and the session's globals are
as they were before that input.

Exit status: 0 on success, 1 on a guest error / limit / syntax error, 2 on usage errors.
"""

from __future__ import annotations

import argparse
import codeop
import json
import sys
import warnings
from collections.abc import Callable, Iterable
from typing import Any

import sandbox
from sandbox import Limits, RunResult, Sandbox, SandboxError, Session
from sandbox.display import json_value
from sandbox.interrupt import sigint_stops_runs

PS1 = ">>> "
PS2 = "... "

Writer = Callable[[str], Any]


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m sandbox",
        description="Run untrusted Python code inside the sandbox.",
    )
    p.add_argument("file", nargs="?", help="program file to run ('-' reads stdin)")
    p.add_argument("-c", dest="code", metavar="CODE", help="program passed in as a string")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument("--version", action="version",
                   version=f"sandbox {sandbox.__version__} (Python "
                           f"{'.'.join(map(str, sys.version_info[:3]))})")
    p.add_argument("--timeout", type=float, metavar="SECONDS", help="wall-clock limit")
    p.add_argument("--max-steps", type=int, metavar="N", help="evaluation step limit")
    p.add_argument("--max-memory-mb", type=float, metavar="N", help="memory limit in MiB")
    p.add_argument("--max-output-bytes", type=int, metavar="N", help="output size limit")
    p.add_argument("--max-recursion", type=int, metavar="N", help="call depth limit")
    return p


def build_limits(args: argparse.Namespace) -> Limits:
    """Default limits, overridden only by the flags that were given."""
    changes: dict[str, Any] = {}
    if args.timeout is not None:
        changes["timeout_s"] = args.timeout
    if args.max_steps is not None:
        changes["max_steps"] = args.max_steps
    if args.max_memory_mb is not None:
        changes["max_memory_bytes"] = int(args.max_memory_mb * 1024 * 1024)
    if args.max_output_bytes is not None:
        changes["max_output_bytes"] = args.max_output_bytes
    if args.max_recursion is not None:
        changes["max_recursion_depth"] = args.max_recursion
    limits = Limits()
    return limits.replace(**changes) if changes else limits


def _error_dict(err: SandboxError) -> dict[str, Any]:
    return {"type": type(err).__name__, "message": err.message, "traceback": err.traceback}


def _run(session: Session, code: str, on_output: Writer | None = None,
         on_stderr: Writer | None = None) -> tuple[RunResult | None, SandboxError | None]:
    """Run *code*, passing output to *on_output* and the guest's stderr to *on_stderr* as
    they are written; returns (result, error) where error is set if the run failed."""
    try:
        result = session.run_sync(code, on_output=on_output, on_stderr=on_stderr)
    except SandboxError as exc:  # defensive: errors are normally reported in the result
        return None, exc
    return result, result.error


def json_payload(result: RunResult) -> dict[str, Any]:
    """``result.to_dict()`` with the value as JSON data where it is plain data (else its
    bounded repr text), and ``value_repr`` saying which."""
    payload = result.to_dict()
    if result.value is not None:
        is_json, value = json_value(result.value, result.value_chars)
        payload["value"] = value
        payload["value_repr"] = not is_json
    else:
        payload["value_repr"] = False
    return payload


def _stream(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


def _stream_err(text: str) -> None:
    sys.stderr.write(text)
    sys.stderr.flush()


def run_program(session: Session, code: str, *, as_json: bool = False) -> int:
    """Run one whole program and report it; returns the exit status: the program's own
    (``RunResult.exit_code``: 0, ``sys.exit(n)``'s n, 1 for an uncaught exception), 1 when
    the sandbox ended the run. A ``sys.exit()`` prints no traceback, as CPython prints none
    (the text of ``sys.exit("message")`` is on the guest's stderr)."""
    if as_json:
        result, error = _run(session, code)
    else:
        result, error = _run(session, code, _stream, _stream_err)
    if as_json:
        if result is not None:
            payload = json_payload(result)
        else:
            assert error is not None
            payload = {
                "ok": False,
                "output": "",
                "stderr": "",
                "value": None,
                "value_repr": False,
                "error": _error_dict(error),
                "stats": None,
            }
        sys.stdout.write(json.dumps(payload) + "\n")
    elif error is not None and not (result is not None and result.exited):
        sys.stderr.write(error.traceback)
    sys.stdout.flush()
    if result is not None and result.exit_code is not None:
        return result.exit_code
    return 0 if error is None else 1


def _is_complete(source: str) -> bool:
    """True if *source* is a complete statement (or a syntax error, reported on run).

    ``codeop`` only compiles the text to decide completeness; nothing is executed here.
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return codeop.compile_command(source, "<sandbox>", "single") is not None
    except (SyntaxError, ValueError, OverflowError):
        return True


def repl(
    session: Session,
    lines: Iterable[str] | None = None,
    write: Writer | None = None,
    write_err: Writer | None = None,
) -> int:
    """Read-eval-print loop on *session*.

    *lines* supplies input lines (without prompts); when it is None, lines are read with
    ``input()`` using the ``>>> `` and ``... `` prompts.  The loop ends at end of input
    (Ctrl-D).  Output goes to *write* as it is printed (default: stdout, flushed), the
    guest's stderr and tracebacks to *write_err* (default: stderr); ``_`` is bound to the
    last value shown.  Returns 0, or the status of a ``sys.exit()``/``exit()``/``quit()``
    that ends the loop (as in CPython's REPL; it prints no traceback).
    """
    out: Writer = write if write is not None else _stream
    err: Writer = write_err if write_err is not None else _stream_err
    it = iter(lines) if lines is not None else None

    def read(prompt: str) -> str:
        if it is None:
            return input(prompt)
        try:
            return next(it)
        except StopIteration:
            raise EOFError from None

    buffer: list[str] = []
    while True:
        try:
            line = read(PS2 if buffer else PS1)
        except EOFError:
            if it is None:
                out("\n")
            if buffer and any(s.strip() for s in buffer):
                return _repl_run(session, "\n".join(buffer), out, err) or 0
            return 0
        except KeyboardInterrupt:
            err("\nKeyboardInterrupt\n")
            buffer.clear()
            continue
        buffer.append(line)
        source = "\n".join(buffer)
        if not source.strip():
            buffer.clear()
            continue
        if not _is_complete(source):
            continue
        buffer.clear()
        try:
            status = _repl_run(session, source, out, err)
        except KeyboardInterrupt:
            err("KeyboardInterrupt\n")
            continue
        if status is not None:
            return status


def _repl_run(session: Session, source: str, write: Writer, write_err: Writer) -> int | None:
    """Run one REPL entry: None, or the exit status when the entry called ``sys.exit()``."""
    with sigint_stops_runs():  # Ctrl-C stops the run as a breach would (sandbox.interrupt)
        # output and stderr appear as they are written
        result, error = _run(session, source, write, write_err)
    if result is not None and error is None and result.value is not None:
        write(f"{result.value_text()}\n")
        if isinstance(session, Session):  # as CPython's display hook does
            session.globals.builtins["_"] = result.value
        else:  # process isolation: the value (and ``_``) live in the worker
            session.bind_display_value()
    if result is not None and result.exited:
        return result.exit_code or 0
    if error is not None:
        write_err(error.traceback)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.code is not None and args.file is not None:
        parser.error("give either FILE or -c CODE, not both")
    try:
        limits = build_limits(args)
    except (TypeError, ValueError) as exc:
        parser.error(str(exc))
    session = Sandbox(limits=limits).session()

    if args.code is not None:
        return run_program(session, args.code, as_json=args.json)
    if args.file is not None:
        if args.file == "-":
            return run_program(session, sys.stdin.read(), as_json=args.json)
        try:
            with open(args.file, encoding="utf-8") as f:
                code = f.read()
        except (OSError, UnicodeDecodeError) as exc:
            parser.error(f"cannot read {args.file}: {exc}")
        return run_program(session, code, as_json=args.json)
    if args.json or not sys.stdin.isatty():
        return run_program(session, sys.stdin.read(), as_json=args.json)

    try:
        import readline  # noqa: F401  (line editing for input())
    except ImportError:
        pass
    sys.stderr.write("sandbox REPL (Python subset). Ctrl-D to exit.\n")
    return repl(session)


if __name__ == "__main__":
    sys.exit(main())
