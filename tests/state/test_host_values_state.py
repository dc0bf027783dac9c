"""Host values a guest builds with the stdlib round-trip: compiled patterns (recompiled from
their text and flags), functools.partial (identity kept), lru_cache/cache wrappers (the
wrapper is kept, its cache starts empty), collections' types (ChainMap included), and a
re.Match is refused with what to save instead."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandbox import Sandbox, StateError

from .helpers import cross_process, round_trip

SETUP = """
import re, functools, collections
pattern = re.compile(r"(a+)(b)", re.I)
def add(a, b, c=0):
    return a + b + c
plus1 = functools.partial(add, 1, c=10)
both = [plus1, plus1]
calls = []
@functools.lru_cache(maxsize=4)
def square(x):
    calls.append(x)
    return x * x
@functools.cache
def cube(x):
    return x ** 3
square(3)
chain = collections.ChainMap({"a": 1}, {"a": 2, "b": 3})
window = collections.deque([1, 2, 3], maxlen=3)
counts = collections.Counter("abca")
def zero():
    return 0
scores = collections.defaultdict(zero, {"x": 1})
lists = collections.defaultdict(list)
ordered = collections.OrderedDict(b=1, a=2)
"""

CHECK = """
out = [pattern.match("AAB").groups(), pattern.flags == re.compile("", re.I).flags,
       pattern.pattern]
out.append((plus1(2), both[0] is both[1], plus1.args, plus1.keywords))
out.append((square(3), calls, square.cache_info().currsize, square.__name__,
            square.cache_parameters(), cube(2)))
chain["c"] = 4
out.append((chain["a"], chain["b"], len(chain.maps), dict(chain.maps[0])))
window.append(4)
out.append((list(window), window.maxlen))
out.append((counts.most_common(1), scores["new"], lists["k"], list(ordered)))
out
"""

EXPECTED = [("AA", "B"), True, "(a+)(b)", (13, True, (1,), {"c": 10}),
            (9, [3, 3], 1, "square", {"maxsize": 4, "typed": False}, 8),
            (1, 3, 2, {"a": 1, "c": 4}), ([2, 3, 4], 3),
            ([("a", 2)], 0, [], ["b", "a"])]


def test_host_values_behave_the_same_after_a_round_trip() -> None:
    assert round_trip(SETUP, CHECK) == EXPECTED


def test_host_values_across_processes(tmp_path: Path) -> None:
    value = cross_process(SETUP, CHECK, tmp_path)
    assert value == json.loads(json.dumps(EXPECTED))  # (tuples arrive as lists)


def test_a_match_is_refused_with_what_to_keep() -> None:
    session = Sandbox().session()
    session.run_sync("import re\nfound = re.match('a', 'abc')").check()
    with pytest.raises(StateError, match=r"'found' holds a re.Match object .*group\(\)"):
        session.export_state()


def test_shared_streams_and_generators_stay_one_object() -> None:
    # two names of one StringIO, BytesIO or Random were two copies after an import: a
    # write (or a draw) through one no longer showed through the other
    value = round_trip("""
        import io, random
        buf = io.StringIO()
        buf.write("hi")
        pair = [buf, buf]
        raw = io.BytesIO(b"x")
        raws = (raw, raw)
        rng = random.Random(3)
        rngs = {"a": rng, "b": rng}
    """, """
        pair[0].write("!")
        draw = rngs["a"].random()
        [buf is pair[0] is pair[1], buf.getvalue(), raws[0] is raws[1] is raw,
         rngs["a"] is rngs["b"] is rng, draw == random.Random(3).random()]
    """)
    assert value == [True, "hi!", True, True, True]


def test_url_results_and_templates_round_trip(tmp_path: Path) -> None:
    """urllib.parse's result tuples and string.Template are remade by the importing
    session's own modules from their fields and text (identity kept), also across
    processes; a forged field is refused."""
    setup = """
    import urllib.parse as p, string
    parts = p.urlsplit("http://u:pw@host:81/a?q=1#f")
    parsed, defrag = p.urlparse("http://x/y;z?q"), p.urldefrag("http://a#f")
    raw = p.urlsplit(b"http://b/c")
    row = string.Template("$name owes ${amount}")
    shared = [parts, parts, row, row]
    """
    check = ("[str(parts), parts.port, parts.geturl(), str(parsed), str(defrag), str(raw), "
             "row.substitute(name='Ann', amount=3), shared[0] is shared[1], "
             "shared[2] is shared[3], type(row).__name__, isinstance(row, string.Template)]")
    expected = ["SplitResult(scheme='http', netloc='u:pw@host:81', path='/a', query='q=1', "
                "fragment='f')", 81, "http://u:pw@host:81/a?q=1#f",
                "ParseResult(scheme='http', netloc='x', path='/y', params='z', query='q', "
                "fragment='')", "DefragResult(url='http://a', fragment='f')",
                "SplitResultBytes(scheme=b'http', netloc=b'b', path=b'/c', query=b'', "
                "fragment=b'')", "Ann owes 3", True, True, "Template", True]
    assert round_trip(setup, check) == expected
    assert cross_process(setup, check, tmp_path) == expected

