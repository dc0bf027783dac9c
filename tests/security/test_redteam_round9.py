"""Red-team round 9 findings (tests/security/redteam_round9.md): what the host takes from a
process worker's result beyond round 8's checks (refused tool-call records, the run's
statistics, the records' fields).

Each test failed before its fix; the .md says what each one did then."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from sandbox import Sandbox

REPO_DIR = str(Path(__file__).resolve().parents[2])


# --- 1. a process worker's result: records and statistics ------------------------------------

# The worker's result_message is patched (in the worker, through the test hook): CHANGE is a
# statement on the message ``m``. The run is granted ``wipe`` only: ``rm`` is a tool of the
# sandbox that the run may not call (a refusal of it is a record the run can make).
_RESULT_PROBE = textwrap.dedent("""
    import sandbox.isolation.remote as r
    original = r.result_message
    def result_message(result):
        m = original(result)
        CHANGE
        return m
    r.result_message = result_message
    result = 1
""")

_RESULT_CHILD = """
import sys
from sandbox import Limits, Sandbox
def wipe(what: str) -> str:
    '''a tool'''
    return 'wiped ' + what
def rm(what: str) -> str:
    '''a tool the run is not granted'''
    return 'removed ' + what
sb = Sandbox(tools=[wipe, rm], isolation="process", _test_hooks=True,
             limits=Limits(timeout_s=10, max_steps=100_000, max_output_bytes=1000,
                           max_output_lines=50),
             pool={"warm": 0, "max_workers": 2})
if not sb.isolation_report().is_in_force("process"):
    print("skip no process isolation")
    raise SystemExit(0)
session = sb.session()
assert session._probe(sys.argv[1])["result"] == 1
r = session.run_sync("print('hi')\\ntry:\\n    rm('b')\\nexcept PermissionError:\\n    pass\\n"
                     "wipe('a')", tools=["wipe"])
print(type(r.error).__name__ if r.error else [r.output, [(c.tool, c.outcome) for c in
                                                         r.tool_calls],
                                             r.stats.tool_calls, r.value])
"""

_HONEST = "['hi\\n', [('rm', 'refused'), ('wipe', 'ok')], 1, 'wiped a']"


@pytest.mark.parametrize("change, honest", [
    ("pass", _HONEST),
    # refused records of a tool the sandbox does not have, or that the run was granted
    ("m['calls'] = m['calls'] + [['format_disk', 9, 'refused', 0.0, 'PermissionError']]", None),
    ("m['calls'] = m['calls'] + [['wipe', 9, 'refused', 0.0, 'PermissionError']]", None),
    # more refusals than the run had steps to make
    ("m['calls'] = m['calls'] + [list(m['calls'][0]) for _ in range(200_000)]", None),
    # an outcome no run records
    ("m['calls'][1][2] = 'okay'", None),
    # a duration that no call takes
    ("m['calls'][1][3] = -1e9", None),
    ("m['calls'][1][3] = float('nan')", None),
    # statistics the run cannot have
    ("m['stats'][0] = 10**12", None),  # steps past max_steps
    ("m['stats'][0] = -1", None),
    ("m['stats'][1] = -5", None),
    ("m['stats'][2] = -1", None),
])
def test_the_host_checks_a_workers_records_and_statistics(change: str,
                                                          honest: str | None) -> None:
    # Before: the host returned each of these as the run's result: a tool-call log naming a
    # tool that does not exist (or one the run was granted) as refused, 200,000 refusals of a
    # run that had 100,000 steps, outcomes and durations no call has, a step count 10**7
    # times max_steps, negative counts.
    probe = _RESULT_PROBE.replace("CHANGE", change)
    done = subprocess.run([sys.executable, "-c", _RESULT_CHILD, probe], cwd=REPO_DIR,
                          capture_output=True, text=True, timeout=180,
                          env={"PYTHONPATH": REPO_DIR, "PATH": "/usr/bin:/bin"})
    if done.stdout.startswith("skip"):
        pytest.skip(done.stdout.strip())
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert done.stdout.strip() == (honest or "WorkerCrashed"), done.stdout


# --- 2. the memory sample in a confined worker ----------------------------------------------

_MEMORY_CHILD = """
import resource, sys
from sandbox import Limits, Sandbox
sb = Sandbox(isolation="process", limits=Limits(timeout_s=60, max_memory_bytes=64 * 2**20,
                                                max_steps=10**9),
             pool={"warm": 0, "max_workers": 1})
if not sb.isolation_report().is_in_force("process"):
    print("skip no process isolation")
    raise SystemExit(0)
session = sb.session()
session.run_sync("kept = 'state'").check()
r = session.run_sync(sys.argv[1])
after = session.run_sync("kept").value  # the worker lived: the session kept its state
print(type(r.error).__name__, getattr(r.error, "limit", None), after,
      r.stats.peak_memory_bytes <= 64 * 2**20 + 64 * 2**20)
"""


@pytest.mark.parametrize("program", [
    "x = []\nwhile True:\n    x.append('a' * 1000)",   # many small strings
    "x = []\nwhile True:\n    x.append([0] * 30)",     # many small lists
    "d = {}\ni = 0\nwhile True:\n    d[i] = str(i) * 20\n    i += 1",
    "x = []\nwhile True:\n    x.append(bytearray(5000))",
])
def test_a_process_workers_memory_limit_is_sampled(program: str) -> None:
    # Before: the worker's memory sample read /proc/self/statm, which the confined worker may
    # not open (no new descriptors, the file-system rules): every sample was 0, so a program
    # of many small objects grew to the address-space cap (twice the limit + 256 MiB over the
    # worker's size) and the worker died of SIGABRT: WorkerCrashed, its session lost.
    done = subprocess.run([sys.executable, "-c", _MEMORY_CHILD, program], cwd=REPO_DIR,
                          capture_output=True, text=True, timeout=300,
                          env={"PYTHONPATH": REPO_DIR, "PATH": "/usr/bin:/bin"})
    if done.stdout.startswith("skip"):
        pytest.skip(done.stdout.strip())
    assert done.returncode == 0, (done.returncode, done.stderr[-2000:])
    assert done.stdout.split() == ["LimitExceeded", "max_memory_bytes", "state", "True"], \
        done.stdout


# --- 3. a pausable run's start state: the sets laid out again -------------------------------

def _codec_calls(session: Any, code: str) -> int:
    """Python calls made in the state codec while ``session.start_sync(code)`` runs (the host
    work of exporting its start state: a count, not a clock)."""
    from sandbox.state import codec
    calls = [0]
    codec_file = codec.__file__

    def tracer(frame: Any, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code.co_filename == codec_file:
            calls[0] += 1
    sys.setprofile(tracer)
    try:
        session.start_sync(code)
    finally:
        sys.setprofile(None)
    return calls[0]


@pytest.mark.parametrize("setup", [
    # one set holding a tuple of aliased nesting (2**20 leaves, 20 distinct tuples)
    "t = 1\nfor i in range(20):\n    t = (t, t)\nS = {t, 'a', 'b'}",
    # several sets, each with its own such tuple among strings
    "sets = []\nfor k in range(4):\n    t = str(k)\n    for i in range(18):\n"
    "        t = (t, t, 'x')\n    sets.append({t, k, 'y'})",
    # the aliased tuple deep inside a tuple of host-hashed members
    "t = 'q'\nfor i in range(19):\n    t = (t, t)\nS = {('a', (1, (t, 2.5))), 'b'}",
])
def test_a_pausable_start_state_relays_sets_in_linear_work(setup: str) -> None:
    # Before: laying a start state's sets out again (Encoder.relay_sets) asked whether host
    # code alone hashes each member by walking every tuple from the top at each reference:
    # 2**k visits for k levels of `t = (t, t)` -- outside the run and its limits (26 levels:
    # 12.7 s before a run with a 2 s limit, ~4x for each further 2 levels).
    session = Sandbox(isolation="inprocess").session()
    session.run_sync(setup).check()
    calls = _codec_calls(session, "x = 1")
    assert calls < 50_000, calls
    assert session.run_sync("x").check().value == 1


def test_the_relay_still_lays_out_sets_of_host_hashed_members() -> None:
    # the predicate the relay asks is the old one (host-hashed members only), now counted
    from sandbox.state.codec import RELAY_HASH_BUDGET, _hash_work

    class Guest:
        pass
    assert _hash_work(["a", (1, ("b", 2.0))], {}) == 6
    assert _hash_work([(1, (Guest(),))], {}) is None
    assert _hash_work([Guest()], {}) is None
    t: Any = 1
    for _ in range(64):
        t = (t, t)
    assert _hash_work([t], {}) == RELAY_HASH_BUDGET + 1  # capped, computed in 64 visits


# --- 4. the collision ledger's look at a tuple key ------------------------------------------

def _ledger_calls(source: str) -> tuple[int, Any]:
    """Python calls made in guards/collisions.py while ``source`` runs (the ledger's host
    work between two steps: a count, not a clock), and the run's result."""
    from sandbox.guards import collisions
    session = Sandbox(isolation="inprocess").session()
    calls = [0]
    ledger_file = collisions.__file__

    def tracer(frame: Any, event: str, arg: Any) -> None:
        if event == "call" and frame.f_code.co_filename == ledger_file:
            calls[0] += 1
    sys.setprofile(tracer)
    try:
        result = session.run_sync(source)
    finally:
        sys.setprofile(None)
    return calls[0], result


_WIDE = "t = LEAF\nfor i in range(4):\n    t = (t,) * 36\n"


@pytest.mark.parametrize("leaf", ["'a'", "7", "(1, 'b')"])
@pytest.mark.parametrize("use", ["d = {}\nd[t] = 1", "s = set()\ns.add(t)",
                                 "s = {k for k in [t]}", "import collections\n"
                                 "c = collections.Counter([t, t])",
                                 "d = {}\nd.setdefault(t, 0)"])
def test_the_collision_ledger_looks_at_a_tuple_in_linear_work(leaf: str, use: str) -> None:
    # Before: whether a tuple key is host-hashed (and holds a number whose hash guest code
    # chooses) was asked by walking every nested tuple from each reference: 36**4 visits
    # for four levels of `t = (t,) * 36` (CPython's own hash of it, estimated, is allowed);
    # five levels ran 9.4 s on a 2 s limit, and the walk goes to 64**8.
    calls, result = _ledger_calls(_WIDE.replace("LEAF", leaf) + use)
    result.check()
    assert calls < 20_000, calls


# --- host calls that compare or hash guest items themselves (guards/compared.py) -----------

from .harness import DosCase, case, check_dos  # noqa: E402

# Two equal tuples of 31 aliased levels: one comparison (or hash) walks ~2**31 items inside
# one C call. Before: heapq, bisect, deque.count, countOf, groupby and difflib compared them
# unestimated (their models said constant or linear); now each estimates first.
_ALIASED = ("def mk():\n    t = 1\n    for i in range(31):\n        t = (t, t)\n    return t\n"
            "t1 = mk()\nt2 = mk()\n")


def _deep(case_id: str, code: str) -> Any:
    return case(case_id, DosCase(case_id, _ALIASED + code, limits=("timeout_s",)))


COMPARING_CASES = [
    _deep("heapq_heappush_compares", "import heapq\nh = [t1]\nheapq.heappush(h, t2)"),
    _deep("heapq_heapify_compares", "import heapq\nh = [t1, t2]\nheapq.heapify(h)"),
    _deep("heapq_heappop_compares", "import heapq\nh = [0, t1, t2, 5]\nheapq.heappop(h)"),
    _deep("heapq_heapreplace_compares", "import heapq\nh = [0, t1, t2]\n"
                                        "heapq.heapreplace(h, 9)"),
    _deep("heapq_heappushpop_compares", "import heapq\nh = [t1]\nheapq.heappushpop(h, t2)"),
    _deep("heapq_nsmallest_compares", "import heapq\nheapq.nsmallest(1, [t1, t2])"),
    _deep("heapq_nsmallest_key_compares",
          "import heapq\nheapq.nsmallest(1, [1, 2], key=lambda i: (t1, t2)[i - 1])"),
    _deep("heapq_merge_compares", "import heapq\nlist(heapq.merge([t1], [t2]))"),
    _deep("bisect_compares", "import bisect\nbisect.bisect([t1], t2)"),
    _deep("bisect_insort_key_compares", "import bisect\nbisect.insort([1], 2, key=lambda i: "
                                        "(t1, t2)[i - 1])"),
    _deep("deque_count_compares", "import collections\ncollections.deque([t1]).count(t2)"),
    _deep("deque_remove_compares", "import collections\ncollections.deque([t1]).remove(t2)"),
    _deep("operator_countof_compares", "import operator\noperator.countOf([t1], t2)"),
    _deep("operator_indexof_generator_compares", "import operator\n"
                                                 "operator.indexOf((x for x in [t1]), t2)"),
    _deep("statistics_median_low_compares", "import statistics\nstatistics.median_low([t1, t2])"),
    _deep("groupby_compares", "import itertools\nlist(itertools.groupby([t1, t2]))"),
    _deep("groupby_key_compares", "import itertools\n"
                                  "list(itertools.groupby([1, 2], key=lambda i: (t1, t2)[i - 1]))"),
    _deep("max_of_a_generator_compares", "max(x for x in [t1, t2])"),
    _deep("min_of_an_iterator_compares", "min(iter([t1, t2]))"),
    _deep("sorted_of_a_generator_compares", "sorted((x for x in [t1, t2]), reverse=True)"),
    _deep("max_of_zip_compares", "max(zip([t1, t2]))"),
    _deep("max_default_of_a_generator_compares", "max((x for x in [t1, t2]), default=0)"),
    # max/min/sorted handed to C code as callables: their call sites' checks, held
    _deep("reduce_max_compares", "import functools\nfunctools.reduce(max, [t1, t2])"),
    _deep("map_max_compares", "list(map(max, [t1], [t2]))"),
    _deep("accumulate_max_compares", "import itertools\nlist(itertools.accumulate([t1, t2], max))"),
    _deep("starmap_min_compares", "import itertools\nlist(itertools.starmap(min, [(t1, t2)]))"),
    _deep("difflib_hashes", "import difflib\ndifflib.SequenceMatcher(None, [t1], [t2]).ratio()"),
    _deep("difflib_quick_ratio_hashes", "import difflib\n"
                                        "difflib.SequenceMatcher(None, [t1], [1]).quick_ratio()"),
]


@pytest.mark.parametrize("dos", COMPARING_CASES)
def test_host_calls_comparing_guest_items_are_estimated(
        dos: DosCase, dos_outcomes: dict[str, dict[str, Any]]) -> None:
    check_dos(dos, dos_outcomes.get(dos.id))
