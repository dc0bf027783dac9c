"""csv writers and DictWriters over a guest StringIO, and asyncio semaphores, round-trip: a
writer is made again over the same StringIO object with the same dialect, a DictWriter keeps
its fields and its writer (one object with any other name of it), a semaphore its value (and
bound); also across processes. A writer over anything but a StringIO is refused with what to
keep, and forged fields are refused on import."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest

from sandbox import Sandbox, StateError

from .helpers import cross_process, round_trip
from .test_forged_values import _blob_with_global, _host, _named

SETUP = """
import csv, io, asyncio
buf = io.StringIO()
w = csv.writer(buf, delimiter=";", quotechar="'", escapechar="\\\\", doublequote=False,
               skipinitialspace=True, lineterminator="\\n", quoting=csv.QUOTE_NONNUMERIC,
               strict=True)
w.writerow(["a", 1])
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["x", "y"], restval="-", extrasaction="ignore")
dw.writeheader()
inner = dw.writer
names = dw.fieldnames
sem = asyncio.Semaphore(2)
bounded = asyncio.BoundedSemaphore(3)
pair = [sem, sem]
async def main():
    async with sem:
        await bounded.acquire()
asyncio.run(main())
"""

CHECK = """
w.writerow(["b'c", 2.5])
dw.writerow({"x": 1, "z": 9})
names.append("z")
dw.writerow({"x": 2, "z": 3})
d = w.dialect
async def main():
    async with pair[0]:
        got = [sem.locked()]
    await sem.acquire(); await sem.acquire()
    got.append(sem.locked())
    bounded.release()
    try:
        bounded.release()
    except ValueError as exc:
        got.append(str(exc))
    return got
[buf.getvalue(), [d.delimiter, d.quotechar, d.escapechar, d.doublequote, d.skipinitialspace,
                  d.lineterminator, d.quoting, d.strict],
 out.getvalue(), dw.writer is inner, dw.fieldnames is names, dw.restval, dw.extrasaction,
 pair[1] is sem, asyncio.run(main()), type(bounded).__name__]
"""

EXPECTED = ["'a';1\n'b\\'c';2.5\n", [";", "'", "\\", False, True, "\n", 2, True],
            "x,y\r\n1,-\r\n2,-,3\r\n", True, True, "-", "ignore", True,
            [False, True, "BoundedSemaphore released too many times"], "BoundedSemaphore"]


def test_writers_and_semaphores_round_trip() -> None:
    assert round_trip(SETUP, CHECK) == EXPECTED


def test_writers_and_semaphores_across_processes(tmp_path: Path) -> None:
    assert cross_process(SETUP, CHECK, tmp_path) == EXPECTED


def test_a_writer_over_another_file_is_refused_with_what_to_keep() -> None:
    session = Sandbox().session()
    session.run_sync("import csv, sys\nrows = csv.writer(sys.stdout)\n"
                     "class Sink:\n    def write(self, s):\n        return len(s)\n"
                     "sink = csv.DictWriter(Sink(), ['a'])").check()
    with pytest.raises(StateError) as info:
        session.export_state()
    message = str(info.value)
    assert "'rows' holds a csv.writer over a TextIOWrapper " in message
    assert "'sink' holds a csv.writer over a Sink " in message
    assert "keep the rows or the StringIO, and make the writer again" in message


def test_a_semaphore_waited_on_when_the_run_ended_has_no_waiters() -> None:
    # a run that ends while a task waits on a semaphore tears the task down, which takes it
    # off the queue: the semaphore is saved with its value as the run left it
    session = Sandbox().session()
    session.run_sync(textwrap.dedent("""
        import asyncio
        sem = asyncio.Semaphore(1)
        seen = []
        async def wait():
            seen.append("waiting")
            await sem.acquire()
            seen.append("acquired")
        async def main():
            await sem.acquire()
            asyncio.create_task(wait())
            await asyncio.sleep(0)
            await asyncio.sleep(0)
        asyncio.run(main())
    """)).check()
    assert session.globals["seen"] == ["waiting"]
    assert not session.globals["sem"]._waiters.queue
    restored = Sandbox().session(state=session.export_state())
    assert restored.run_sync("[sem.locked(), seen]").check().value == [True, ["waiting"]]


#: A saved writer's fields: a StringIO (the importing session's io.StringIO) and a dialect.
WRITER_OK = ["csvwriter", _host("stringio", _named("modattr", "io", "StringIO"), "", 0),
             ",", '"', None, True, False, "\r\n", 0, False]


def _stringio_blob(value: Any) -> bytes:
    return _blob_with_global(value, "import csv, io, asyncio")


def test_the_unforged_writer_fields_import() -> None:
    # (so that each forged value below is refused for the one field it changes)
    target = Sandbox().session()
    target.import_state(_stringio_blob(_host(*WRITER_OK)))
    assert target.run_sync("x.writerow([1, 'a b'])\nx.dialect.delimiter").check().value == ","


@pytest.mark.parametrize("value, message", [
    (_host("csvwriter", "not a file", *WRITER_OK[2:]), "bad csv writer"),
    (_host(*WRITER_OK[:1], [], *WRITER_OK[2:]), "bad csv writer"),
    (_host(*WRITER_OK[:2], 1, *WRITER_OK[3:]), "bad csv writer"),
    (_host(*WRITER_OK[:2], ",", '"', None, "yes", *WRITER_OK[6:]), "bad csv writer"),
    (_host(*WRITER_OK, "extra"), "bad csv writer"),
    (_host(*WRITER_OK[:2], ",,", *WRITER_OK[3:]), "csv.writer.. refused"),
    (_host(*WRITER_OK[:2], ",", None, *WRITER_OK[4:]), "csv.writer.. refused"),
    (_host("csvwriter", _host("bytesio", _named("modattr", "io", "BytesIO"), b"", 0),
           *WRITER_OK[2:]), "bad csv writer"),
    (_host("dictwriter", [], "", "raise", "no writer"), "bad csv.DictWriter"),
    (_host("dictwriter", [], "", "raise"), "bad csv.DictWriter"),
    (_host("semaphore", "Semaphore", -1, None), "bad asyncio semaphore"),
    (_host("semaphore", "Lock", 1, None), "bad asyncio semaphore"),
    (_host("semaphore", "BoundedSemaphore", 4, 3), "bad asyncio semaphore"),
    (_host("semaphore", "Semaphore", 1.5, None), "bad asyncio semaphore"),
])
def test_forged_fields_are_refused(value: Any, message: str) -> None:
    target = Sandbox().session()
    target.run_sync("kept = 1").check()
    with pytest.raises(StateError, match=message):
        target.import_state(_stringio_blob(value))
    assert target.run_sync("kept").check().value == 1


@pytest.mark.parametrize("cycle", ["dw.restval = dw", "dw.restval = (dw, 1)",
                                   "dw.fieldnames = ('a', dw)"])
def test_a_dictwriter_that_holds_itself_in_one_piece_says_what_to_do(cycle: str) -> None:
    session = Sandbox().session()
    session.run_sync(f"import csv, io\ndw = csv.DictWriter(io.StringIO(), ['a'])\n{cycle}"
                     ).check()
    with pytest.raises(StateError) as info:
        session.export_state()
    message = str(info.value)
    assert message.startswith("cannot export global 'dw': it holds a csv.DictWriter that "
                              "refers back to itself")
    assert "make them plain values, or a list" in message


def test_a_dictwriter_that_holds_itself_through_a_list_round_trips() -> None:
    setup = "import csv, io\ndw = csv.DictWriter(io.StringIO(), ['a'])\ndw.fieldnames.append(dw)"
    assert round_trip(setup, "dw.fieldnames[1] is dw") is True
