"""sandbox.expose: host objects behind method and attribute allowlists, called like tools."""

from __future__ import annotations

import sys
from typing import Any

import anyio
import pytest

from sandbox import Expose, LimitExceeded, Limits, Sandbox, SandboxError, StateError, Tool
from sandbox.observe import ToolEvent


class MissingRow(LookupError):
    """A host exception class the guest has never heard of."""


class DB:
    def __init__(self, name: str = "main", size: int = 0) -> None:
        self.name = name
        self.rows: list[Any] = []
        self.secret = "s3cret-host-value"

    def query(self, sql: str, limit: int = 10) -> list[Any]:
        """Rows matching ``sql``."""
        if sql == "missing":
            raise MissingRow("no such row", sql)
        if sql == "keyerror":
            raise KeyError("no table")
        return self.rows[:limit]

    def insert(self, row: dict[str, Any]) -> int:
        self.rows.append(row)
        return len(self.rows)

    async def fetch(self, key: str) -> list[str]:
        await anyio.sleep(0)
        return [key, self.name]

    def handle(self) -> Any:
        return self  # a host object: cannot cross


#: The modes the core tests run in: process isolation keeps the object on the host and calls
#: it over the channel (sandbox/isolation/objects.py); the guest sees the same.
MODES = ["inprocess", "process"] if sys.platform == "linux" else ["inprocess"]


def _sandbox(db: DB | None = None, **kwargs: Any) -> tuple[Sandbox, DB]:
    """With ``db`` and the class ``DB`` (in-process, the default here, or as ``isolation=``
    says; process mode gets a small pool)."""
    db = db or DB()
    objects = {"db": Expose(db, methods=["query", "insert", "fetch", "handle"],
                            attributes=["name"], cheap=True),
               "DB": Expose(DB, constructor=True, methods=["query", "insert"],
                            attributes=["name"])}
    if kwargs.get("isolation") == "process":
        kwargs.setdefault("pool", {"warm": 1, "max_workers": 4})
    return Sandbox(objects=objects, **kwargs), db


@pytest.fixture(scope="module")
def _made() -> Any:
    made: dict[str, tuple[Sandbox, DB]] = {}
    yield made
    for sandbox, _ in made.values():
        if sandbox._pool is not None:
            sandbox._pool.close()


@pytest.fixture(params=MODES)
def mode(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture()
def shared(mode: str, _made: dict[str, tuple[Sandbox, DB]]) -> tuple[Sandbox, DB]:
    """The module's sandbox of ``mode`` (one pool per mode) and its ``db``, as new."""
    if mode not in _made:
        _made[mode] = _sandbox(isolation=mode)
    sandbox, db = _made[mode]
    db.__init__()  # type: ignore[misc]  # each test starts from a fresh host object
    return sandbox, db


def _run(code: str, sandbox: Sandbox | None = None) -> Any:
    return (sandbox or _sandbox()[0]).run_sync(code)


def _caught(code: str, sandbox: Sandbox | None = None) -> str:
    """What the guest prints for the exception ``code`` raises (type and message)."""
    result = _run(f"import operator\ntry:\n    {code}\nexcept BaseException as e:\n"
                  "    print(type(e).__name__ + ': ' + str(e))\n", sandbox)
    assert result.ok, result.error
    return str(result.output.strip())


# --- what the guest can use ----------------------------------------------------------------

def test_allowed_methods_are_called_and_results_copied(shared: tuple[Sandbox, DB]) -> None:
    sandbox, db = shared
    result = sandbox.run_sync("n = db.insert({'a': [1]})\nrows = db.query('x')\n"
                              "rows[0]['a'].append(2)\n(n, rows, db.query('x'))")
    assert result.value == (1, [{"a": [1, 2]}], [{"a": [1]}]), result.error
    assert db.rows == [{"a": [1]}]  # the guest changed its copy only
    assert result.stats.tool_calls == 3


def test_allowed_attribute_is_read_by_copy_at_each_read(shared: tuple[Sandbox, DB]) -> None:
    sandbox, db = shared
    session = sandbox.session()
    assert session.run_sync("db.name").value == "main"
    db.name = "renamed"
    assert session.run_sync("db.name").value == "renamed"


def test_dir_lists_what_is_allowed(shared: tuple[Sandbox, DB]) -> None:
    assert _run("dir(db)", shared[0]).value == ["fetch", "handle", "insert", "name", "query"]


# --- what it cannot ------------------------------------------------------------------------

ALLOWED = "allowed methods: fetch, handle, insert, query; attributes: name"


def test_disallowed_method_and_attribute_list_what_is_allowed(
        shared: tuple[Sandbox, DB]) -> None:
    sandbox = shared[0]
    assert _caught("db.secret", sandbox) == (
        f"AttributeError: exposed object 'db' has no attribute 'secret' ({ALLOWED})")
    assert _caught("db.rows.append(1)", sandbox).startswith(
        "AttributeError: exposed object 'db' has no attribute 'rows'")
    assert _run("getattr(db, 'secret', 'default')", sandbox).value == "default"
    assert _run("hasattr(db, 'secret'), hasattr(db, 'query')", sandbox).value == (False, True)


def test_attribute_writes_and_deletes_are_refused(shared: tuple[Sandbox, DB]) -> None:
    sandbox, db = shared
    for code, verb in (("db.name = 'x'", "set"), ("db.query = print", "set"),
                       ("setattr(db, 'fresh', 1)", "set"), ("del db.name", "delete"),
                       ("delattr(db, 'query')", "delete")):
        result = sandbox.run_sync(f"try:\n    {code}\nexcept AttributeError as e:\n"
                                  "    print(e)\n")
        assert result.output.startswith(f"cannot {verb} attribute"), (code, result)
        assert ALLOWED in result.output
    assert db.name == "main" and not hasattr(db, "fresh")


@pytest.mark.parametrize("walk", [
    "db.__class__", "db.__dict__", "db.__init__", "db.__reduce_ex__", "db.__getattribute__",
    "db.__slots__", "db._sandbox_target", "db.sandbox_names", "db.__repr__", "db.__eq__",
    "getattr(db, '_sandbox_' + 'target')", "db.query.__self__", "db.query._tool",
    "db.query.__func__", "type(db).__dict__", "type(db).__mro__", "type(db).__init__",
    "type(db)._sandbox_target", "type(db.query).__dict__",
    "'{0._sandbox_target}'.format(db)", "'{0.__class__.__mro__}'.format(db)",
    "operator.attrgetter('_sandbox_target')(db)",
])
def test_dunder_and_private_walks_are_refused(walk: str, shared: tuple[Sandbox, DB]) -> None:
    out = _caught(walk, shared[0])
    assert out.startswith("AttributeError: "), out
    assert "s3cret" not in out and "DB" not in out.split(":", 1)[1].replace("db", "")


def test_dunder_reads_on_the_proxy_list_what_is_allowed(shared: tuple[Sandbox, DB]) -> None:
    assert _caught("db.__class__", shared[0]) == (
        f"AttributeError: exposed object 'db' has no attribute '__class__' ({ALLOWED})")


def test_vars_type_and_copies_give_nothing_of_the_host_object(
        shared: tuple[Sandbox, DB]) -> None:
    sandbox = shared[0]
    assert _caught("vars(db)", sandbox) == (
        "TypeError: vars() argument must have __dict__ attribute")
    assert _caught("type(db)()", sandbox) == (
        "TypeError: cannot create 'exposed object' instances")
    assert _caught("type(db)(1, 2)", sandbox) == (
        "TypeError: cannot create 'exposed object' instances")
    assert _caught("super(type(db), db).__getattribute__('secret')", sandbox).startswith(
        "TypeError")
    out = _caught("import copy\ncopy.deepcopy(db)".replace("\n", "\n    "), sandbox)
    assert out.startswith("TypeError"), out
    assert _run("repr(db), str(db)", sandbox).value == ("<exposed object 'db'>",) * 2


# A guest object posing as a tool and as the run's context: what a guest-made method,
# constructor or pending call would hand host code (``bytes`` would allocate on the host with
# no memory check, the fake context would count nothing).
_FORGERY = """
class Limits:
    max_tool_calls = 10 ** 9
class Ctx:
    breach = None; finalizers = []; granted = None; tool_calls = 0; limits = Limits()
    replay = None; observer = None; tool_log = []; unawaited = set()
class G:
    ctx = Ctx()
class FakeTool:
    name = 'x'; description = ''; signature = None; is_async = False; cheap = True
    blocking = False; external = False; result_maker = None; observe_values = False
    message_signature = None; message_name = None; message_leading = 0
    fn = bytes
"""


@pytest.mark.parametrize("make", [
    "type(db.query)(FakeTool(), G())(10 ** 6)",
    "type(db.query)(FakeTool(), {})",
    "type(DB)(FakeTool(), G())(10 ** 6)",
    "type(db.fetch('k'))(FakeTool(), (10 ** 6,), {})",
])
def test_guest_code_cannot_make_methods_constructors_or_pending_calls(
        make: str, shared: tuple[Sandbox, DB]) -> None:
    sandbox, _ = shared
    result = sandbox.run_sync(_FORGERY + f"try:\n    {make}\nexcept TypeError as e:\n"
                              "    print(e)\n")
    assert result.ok, result.error
    assert result.output.splitlines()[0] in (
        "cannot create 'method' instances", "cannot create 'function' instances",
        "cannot create 'coroutine' instances"), result.output
    assert result.stats.tool_calls == make.count("db.fetch(")  # the forged ones made none


# --- calls: arguments, errors, results ---------------------------------------------------------

@pytest.mark.parametrize("args", ["", "1, 2, 3", "sql='a', nope=1", "'a', sql='b'",
                                  "limit=1"])
def test_wrong_arguments_read_as_cpython_does(args: str, shared: tuple[Sandbox, DB]) -> None:
    try:
        eval(f"DB().query({args})")  # noqa: S307 - the reference: the real method
    except TypeError as exc:
        expected = f"TypeError: {exc}"
    assert _caught(f"db.query({args})", shared[0]) == expected


def test_wrong_constructor_arguments_read_as_cpython_does(shared: tuple[Sandbox, DB]) -> None:
    try:
        DB(1, 2, 3)  # type: ignore[call-arg]
    except TypeError as exc:
        expected = f"TypeError: {exc}"
    assert _caught("DB(1, 2, 3)", shared[0]) == expected
    try:
        DB().query(1, 2, 3)  # type: ignore[call-arg]
    except TypeError as exc:
        expected = f"TypeError: {exc}"
    assert _caught("DB().query(1, 2, 3)", shared[0]) == expected


def test_host_exception_arrives_as_its_builtin_type_with_the_method_named(
        shared: tuple[Sandbox, DB]) -> None:
    result = _run("import traceback\ntry:\n    db.query('missing')\nexcept LookupError as e:\n"
                  "    print(type(e).__name__, e.args, hasattr(e, '__notes__'))\n"
                  "try:\n    db.query('keyerror')\nexcept KeyError as e:\n"
                  "    print(type(e).__name__, traceback.format_exc().splitlines()[-2])\n",
                  shared[0])
    assert result.output == ("LookupError ('no such row', 'missing') False\n"
                             'KeyError   File "<tool>", line 1, in db.query\n'), result.error


def test_uncaught_host_exception_is_a_tool_error_naming_the_method(
        shared: tuple[Sandbox, DB]) -> None:
    result = _run("db.query('keyerror')", shared[0])
    assert result.error is not None and "tool 'db.query' failed" in str(result.error)


def test_result_that_cannot_cross_fails_the_call(shared: tuple[Sandbox, DB]) -> None:
    assert _caught("db.handle()", shared[0]) == (
        "ToolError: tool 'db.handle' failed (a problem on the host's side, not in your code)")


def test_passing_the_proxy_or_its_method_to_a_tool_is_refused() -> None:
    received: list[Any] = []
    objects = {"db": Expose(DB(), methods=["insert"], cheap=True)}
    sandbox = Sandbox(tools=[Tool(received.append, name="keep", cheap=True)], objects=objects)
    for code, what in (("keep(db)", "the exposed object 'db' cannot be passed to a tool"),
                       ("keep([1, db])", "the exposed object 'db' cannot be passed"),
                       ("db.insert({'self': db})", "the exposed object 'db' cannot be passed"),
                       ("keep(db.insert)", "the exposed method 'db.insert' cannot be passed")):
        result = sandbox.run_sync(f"try:\n    {code}\nexcept TypeError as e:\n    print(e)\n")
        assert result.output.startswith(what), (code, result.output, result.error)
    assert received == []


# --- the tool machinery: async, limits, grants, observation ------------------------------------

@pytest.mark.anyio
async def test_async_methods_are_awaited(anyio_backend: str,
                                         shared: tuple[Sandbox, DB]) -> None:
    sandbox, _ = shared
    result = await sandbox.run(
        "import asyncio\na = await db.fetch('k')\n"
        "b, c = await asyncio.gather(db.fetch('x'), db.fetch('y'))\n"
        "try:\n    db.fetch('z') + 1\nexcept TypeError as e:\n    print(e)\n(a, b, c)")
    assert result.value == (["k", "main"], ["x", "main"], ["y", "main"]), result.error
    assert "use 'await db.fetch(...)'" in result.output


@pytest.mark.anyio
async def test_sync_methods_in_a_worker_thread(anyio_backend: str, mode: str) -> None:
    db = DB()
    events: list[Any] = []
    sandbox = Sandbox(objects={"db": Expose(db, methods=["insert", "query"])},
                      observer=events.append, isolation=mode,
                      pool={"warm": 0, "max_workers": 1} if mode == "process" else None)
    try:
        result = await sandbox.run("[db.insert(i) for i in range(3)], db.query('x')")
        limited = await sandbox.session().run("db.query('x')", tools=["db.insert"])
    finally:
        if sandbox._pool is not None:
            sandbox._pool.close()
    assert result.value == ([1, 2, 3], [0, 1, 2]), result.error
    assert "tool 'db.query' is not granted" in str(limited.error)
    ends = [(e.tool, e.outcome) for e in events if isinstance(e, ToolEvent) and e.kind == "end"]
    # (a refused call is observed in-process only: in process mode the worker refuses it)
    assert ends[:4] == [("db.insert", "ok")] * 3 + [("db.query", "ok")], ends


def test_method_calls_count_against_the_tool_call_limit(mode: str) -> None:
    sandbox, db = _sandbox(limits=Limits(max_tool_calls=2), isolation=mode)
    try:
        result = sandbox.run_sync("db.insert(1)\nd = DB()\ntry:\n    db.insert(2)\n"
                                  "except BaseException:\n    print('caught')\n")
    finally:
        if sandbox._pool is not None:
            sandbox._pool.close()
    assert isinstance(result.error, LimitExceeded) and result.error.limit == "max_tool_calls"
    assert result.output == "" and db.rows == [1]


def test_grants_per_run(shared: tuple[Sandbox, DB]) -> None:
    sandbox, db = shared
    session = sandbox.session()
    refused = ("try:\n    db.insert(1)\nexcept PermissionError as e:\n    print(e)\n"
               "db.query('x')")
    result = session.run_sync(refused, tools=["db.query"])
    assert result.output == "tool 'db.insert' is not granted for this run\n"
    assert result.value == [] and db.rows == []
    assert session.run_sync("db.insert(1), db.query('x')", tools=["db"]).value == (1, [1])
    result = session.run_sync("1", tools=["db.secret"])
    assert isinstance(result.error, SandboxError)
    assert "cannot grant unknown tool 'db.secret'" in str(result.error)
    assert session.run_sync("db.name", tools=[]).value == "main"  # a copy, not a call


def test_grants_of_the_exposed_class(shared: tuple[Sandbox, DB]) -> None:
    sandbox, db = shared
    session = sandbox.session()
    result = session.run_sync("DB('x').name", tools=["db"])
    assert "tool 'DB' is not granted" in str(result.error)
    assert session.run_sync("DB('x').query('q')", tools=["DB"]).value == []
    assert session.run_sync("DB('x').name", tools=["DB"]).value == "x"


def test_calls_are_observed_under_the_method_name(mode: str) -> None:
    events: list[Any] = []
    sandbox, _ = _sandbox(observer=events.append, isolation=mode)
    try:
        sandbox.run_sync("db.insert(1)\nDB('n').query('x')").check()
    finally:
        if sandbox._pool is not None:
            sandbox._pool.close()
    ends = [(e.tool, e.outcome) for e in events if isinstance(e, ToolEvent) and e.kind == "end"]
    assert ends == [("db.insert", "ok"), ("DB", "ok"), ("DB.query", "ok")]


def test_exposed_constructor_returns_proxies(shared: tuple[Sandbox, DB]) -> None:
    result = _run("a = DB('a')\nb = DB(name='b')\na.insert(1)\n"
                  "(a.name, b.name, a.query('x'), b.query('x'), repr(a), type(a) is type(db))",
                  shared[0])
    assert result.value == ("a", "b", [1], [], "<exposed object 'DB'>", True), result.error
    assert _caught("DB('a').secret", shared[0]).startswith(
        "AttributeError: exposed object 'DB' has no attribute 'secret'")


# --- state, pausing, isolation -----------------------------------------------------------------

def test_export_records_the_name_never_the_object(shared: tuple[Sandbox, DB]) -> None:
    sandbox, db = shared
    session = sandbox.session()
    session.run_sync("x = db\nkept = [db, db.name]").check()
    blob = session.export_state()
    assert b"s3cret" not in blob
    restored = sandbox.session(state=blob)
    assert restored.run_sync("x is db, kept[0] is db, kept[1], x.query('q')").value == (
        True, True, "main", [])
    with pytest.raises(StateError, match="'db'"):
        Sandbox().session(state=blob)


def test_methods_and_constructed_proxies_cannot_be_saved(shared: tuple[Sandbox, DB]) -> None:
    sandbox, _ = shared
    for code, kind in (("q = db.query", "method"), ("d = DB()", "exposed object")):
        session = sandbox.session()
        session.run_sync(code).check()
        with pytest.raises(StateError, match=f"holds an object of type {kind}"):
            session.export_state()
        session.export_state(skip_unexportable=True)


def test_pause_and_resume_replay_method_calls(mode: str) -> None:
    db = DB()
    sandbox = Sandbox(tools=[Tool(lambda q: q, name="ask", external=True)],
                      objects={"db": Expose(db, methods=["insert", "query"], cheap=True)},
                      isolation=mode, pool={"warm": 0, "max_workers": 2}
                      if mode == "process" else None)
    try:
        paused = sandbox.session().start_sync(
            "n = db.insert('first')\nanswer = ask('q')\nprint(n, answer, db.query('x'))")
        assert paused.call.tool == "ask" and db.rows == ["first"]
        done = sandbox.load_paused(paused.dump()).resume_sync("yes")
        assert done.output == "1 yes ['first']\n", done.error
        assert db.rows == ["first"]  # the recorded insert was replayed, not made again
    finally:
        if sandbox._pool is not None:
            sandbox._pool.close()


def test_pause_on_a_method(shared: tuple[Sandbox, DB]) -> None:
    sandbox, db = shared
    paused = sandbox.session().start_sync("r = db.query('x')\nr", pause_on=["db.query"])
    assert paused.call.tool == "db.query"
    assert paused.resume_sync(["answered"]).value == ["answered"]


def test_constructor_is_refused_in_pausable_runs(shared: tuple[Sandbox, DB]) -> None:
    result = shared[0].session().start_sync("DB()")
    assert "cannot be called in a run started with Session.start()" in str(result.error)


@pytest.mark.skipif(sys.platform != "linux", reason="process isolation needs Linux")
def test_process_mode_keeps_the_object_on_the_host() -> None:
    # the worker gets names and tool specs only; each attribute read asks the host (a
    # property runs there, at each read) and a failing read arrives as in-process
    class Live:
        calls = 0

        @property
        def count(self) -> int:
            Live.calls += 1
            return Live.calls

        @property
        def broken(self) -> int:
            raise KeyError("gone")

    sandbox = Sandbox(objects={"live": Expose(Live(), attributes=["count", "broken"])},
                      isolation="process", pool={"warm": 0, "max_workers": 1})
    try:
        result = sandbox.run_sync("a = live.count\nb = live.count\ntry:\n    live.broken\n"
                                  "except KeyError as e:\n"
                                  "    print(repr(e), hasattr(e, '__notes__'))\n"
                                  "(a, b)")
    finally:
        sandbox._pool.close()
    assert result.value == (1, 2) and Live.calls == 2, result.error
    assert result.output == "KeyError('gone') False\n"
    assert "process" in result.stats.isolation


def test_process_mode_refuses_what_a_lying_worker_asks() -> None:
    # the worker is not trusted: the host serves only the allowlisted attributes of objects
    # it holds, and a class's method only on an instance its constructor made
    from sandbox.isolation.objects import Instances, serve_attribute
    sandbox, db = _sandbox()
    instances = Instances(sandbox._objects)
    made = DB("made")
    made.secret = "s3cret-made"
    handle = instances.add(sandbox._objects["DB"].constructor_tool, made)
    assert serve_attribute(instances, {"obj": "db", "name": "name"}) == {"ok": True,
                                                                        "value": "main"}
    assert serve_attribute(instances, {"obj": "DB", "name": "name", "h": handle}) == {
        "ok": True, "value": "made"}
    for frame in ({"obj": "db", "name": "secret"}, {"obj": "db", "name": "__class__"},
                  {"obj": "DB", "name": "name"}, {"obj": "nope", "name": "name"},
                  {"obj": ["db"], "name": "name"}, {"obj": "db", "name": 3},
                  {"obj": "DB", "name": "secret", "h": handle},
                  {"obj": "db", "name": "name", "h": handle},
                  {"obj": "DB", "name": "name", "h": handle + 1},
                  {"obj": "DB", "name": "name", "h": "1"}):
        reply = serve_attribute(instances, frame)
        assert reply["ok"] is False and "s3cret" not in repr(reply), frame
    template = sandbox._objects["DB"].tools["query"]
    assert instances.method(template, {}) is None  # the class's function, never called
    assert instances.method(template, {"h": handle + 1}) is None
    own = instances.method(template, {"h": handle})
    assert own is not None and own.fn.__self__ is made
    query = sandbox._objects["db"].tools["query"]
    assert instances.method(query, {}) is query
    assert instances.method(query, {"h": handle}) is None


# --- configuration errors ----------------------------------------------------------------------

@pytest.mark.parametrize(("kwargs", "message"), [
    ({"methods": ["_private"]}, "private and dunder names"),
    ({"methods": ["__class__"]}, "private and dunder names"),
    ({"methods": ["nope"]}, "has no method 'nope'"),
    ({"methods": ["name"]}, "has no method 'name'"),
    ({"methods": ["query"], "attributes": ["query"]}, "listed twice"),
    ({"attributes": ["sandbox_refusal"]}, "a name of the proxy itself"),
    ({"attributes": ["not an identifier"]}, "is not an identifier"),
])
def test_bad_allowlists_are_refused(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Expose(DB(), **kwargs)


def test_bad_objects_mapping_is_refused() -> None:
    with pytest.raises(TypeError, match="must be an Expose"):
        Sandbox(objects={"db": DB()})
    with pytest.raises(ValueError, match="both a tool and an exposed object"):
        Sandbox(tools={"db": len}, objects={"db": Expose(DB())})
    with pytest.raises(TypeError, match="constructor=True needs a class"):
        Expose(DB(), constructor=True)
    with pytest.raises(TypeError, match="lists of names"):
        Expose(DB(), methods="query")


def test_describe_tools_renders_exposed_objects_as_class_stubs() -> None:
    text = _sandbox()[0].describe_tools(rules=False)
    assert text.startswith(
        "class db:  # an exposed host object; each method call is a tool call, attributes "
        "are read-only copies\n"
        "    name: ...\n"
        "    def query(self, sql: str, limit: int = 10) -> list[Any]:\n"
        '        """Rows matching ``sql``."""\n'
        "        ...\n")
    assert "    async def fetch(self, key: str) -> list[str]:\n" in text
    assert "class DB:  # an exposed host class: calling it makes an object with these " \
        "methods;" in text
    assert "    def __init__(self, name: str = 'main', size: int = 0) -> None:\n" in text


@pytest.mark.skipif(sys.platform != "linux", reason="process isolation needs Linux")
def test_the_default_mode_with_exposed_objects_is_process_isolation(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # exposed objects and classes no longer hold a sandbox in-process
    monkeypatch.delenv("SANDBOX_ISOLATION", raising=False)
    sandbox, _ = _sandbox(pool={"warm": 0, "max_workers": 1})
    try:
        assert sandbox.isolation == "process"
        assert sandbox.isolation_report().chosen == "the default where worker processes can start"
        result = sandbox.run_sync("db.name, DB('x').name")
        assert result.value == ("main", "x"), result.error
    finally:
        sandbox._pool.close()
