"""weakref in the sandbox: callbacks run only inside a run of the session, under its limits;
objects die when CPython's would, across runs too (the breach snapshot holds weakly referenced
objects weakly); the handle behind a ref is opaque; a state holding weak references is
refused with what to do instead."""

from __future__ import annotations

import pytest

from sandbox import LimitExceeded, Limits, Sandbox, StateError

_SETUP = ("import weakref\nclass A:\n    pass\nx = A()\n"
          "r = weakref.ref(x, lambda w: print('callback'))\n")


def test_callback_runs_in_the_run_that_drops_the_last_reference() -> None:
    result = Sandbox().run_sync(_SETUP + "del x\nprint('after', r())")
    assert result.output == "callback\nafter None\n", result.error


def test_an_object_dropped_in_a_later_run_dies_there() -> None:
    session = Sandbox().session()
    assert session.run_sync(_SETUP + "y = A()\nq = None").ok
    # x had a weak reference when the run began; y gets its first one during the run
    result = session.run_sync("del x\nprint(r())\nq = weakref.ref(y)\ndel y\nprint(q())")
    assert result.output == "callback\nNone\nNone\n", result.error


def test_a_callback_never_runs_outside_a_run() -> None:
    session = Sandbox(isolation="inprocess").session()
    assert session.run_sync(_SETUP).ok
    session.globals.pop("x")  # dropped by the host between runs: nothing may run now
    result = session.run_sync("print('next run', r())")
    assert result.output == "next run None\n", result.error


def test_a_callback_is_charged_to_the_run() -> None:
    sandbox = Sandbox(limits=Limits(max_steps=100_000))
    result = sandbox.run_sync("import weakref\nclass A:\n    pass\nx = A()\n"
                              "def spin(w):\n    while True:\n        pass\n"
                              "r = weakref.ref(x, spin)\ndel x\nprint('not reached?')")
    assert isinstance(result.error, LimitExceeded)
    assert "not reached" not in result.output


def test_a_breach_leaves_a_dropped_weakly_referenced_binding_unbound() -> None:
    session = Sandbox(limits=Limits(max_steps=100_000)).session()
    assert session.run_sync(_SETUP + "kept = A()").ok
    result = session.run_sync("del x\nkept = 1\nwhile True:\n    pass")
    assert result.output == "callback\n"
    assert isinstance(result.error, LimitExceeded)
    after = session.run_sync("print('x' in globals(), r(), type(kept).__name__)")
    assert after.output == "False None A\n", after.error  # kept (strong) is restored


def test_plain_refs_are_shared_and_counted() -> None:
    result = Sandbox().run_sync(
        "import weakref\nclass A:\n    pass\nx = A()\na = weakref.ref(x)\n"
        "b = weakref.ref(x, print)\nprint(weakref.ref(x) is a, b is a, "
        "weakref.getweakrefcount(x), weakref.getweakrefs(x) == [a, b])\n"
        "del b\nprint(weakref.getweakrefcount(x))")
    assert result.output == "True False 2 True\n1\n", result.error


@pytest.mark.parametrize("probe", ["r._h.ref", "type(r._h)(None)", "r._h.__class__.__init__",
                                   "vars(r._h)"])
def test_the_handle_is_opaque(probe: str) -> None:
    result = Sandbox().run_sync(_SETUP + f"print({probe})")
    assert result.error is not None, result.output
    assert result.error.type_name in ("AttributeError", "TypeError"), result.error


def test_a_forged_handle_is_refused() -> None:
    result = Sandbox().run_sync(_SETUP + "object.__setattr__(r, '_h', 5)\nr()")
    assert result.error is not None and result.error.type_name in ("TypeError",
                                                                   "AttributeError")


def test_proxy_says_what_to_use() -> None:
    result = Sandbox().run_sync(_SETUP + "weakref.proxy(x)")
    assert result.error is not None and result.error.type_name == "TypeError"
    assert "use weakref.ref(obj)" in result.error.message


def test_a_state_holding_a_weak_reference_is_refused() -> None:
    session = Sandbox().session()
    assert session.run_sync(_SETUP + "cache = weakref.WeakValueDictionary({'k': x})").ok
    with pytest.raises(StateError) as caught:
        session.export_state()
    text = str(caught.value)
    assert "'r' holds a weakref.ref" in text
    assert "'cache'" in text
    assert "weak references cannot be saved; keep the objects themselves" in text


def test_a_state_that_only_imported_weakref_is_saved() -> None:
    session = Sandbox().session()
    assert session.run_sync("import weakref\nclass A:\n    pass\nx = A()").ok
    restored = Sandbox().session(state=session.export_state())
    result = restored.run_sync("r = weakref.ref(x)\nprint(r() is x)\ndel x\nprint(r())")
    assert result.output == "True\nNone\n", result.error


def test_sessions_see_only_their_own_refs_to_a_shared_object() -> None:
    sandbox = Sandbox(isolation="inprocess")  # (one process: the builtin is shared)
    first, second = sandbox.session(), sandbox.session()
    assert first.run_sync("import weakref\nr = weakref.ref(len)\nk = weakref.ref(len, print)").ok
    result = second.run_sync("import weakref\nprint(weakref.getweakrefcount(len), "
                             "weakref.getweakrefs(len))\nmine = weakref.ref(len)\n"
                             "print(type(mine) is weakref.ref, weakref.getweakrefcount(len))")
    assert result.output == "0 []\nTrue 1\n", result.error
    assert first.run_sync("print(weakref.ref(len) is r, weakref.getweakrefcount(len))"
                          ).output == "True 2\n"


def test_a_live_finalizer_is_refused_and_a_dead_one_saved() -> None:
    session = Sandbox().session()
    assert session.run_sync(_SETUP + "f = weakref.finalize(x, print, 'bye')").ok
    with pytest.raises(StateError, match="'f' holds a weakref.ref"):
        session.export_state()  # (its state is the class's registry: it would come back dead)
    assert session.run_sync("f()\ndel r").output == "bye\n"
    restored = Sandbox().session(state=session.export_state())
    assert restored.run_sync("print(f.alive, f(), f.peek())").output == "False None None\n"


def test_listing_many_weak_references_is_charged() -> None:
    code = ("import weakref\nclass A:\n    pass\nx = A()\n"
            "refs = [weakref.ref(x, print) for _ in range(2000)]\n"
            "for _ in range({n}):\n    weakref.getweakrefcount(x)\n")
    few = Sandbox().run_sync(code.format(n=1))
    many = Sandbox().run_sync(code.format(n=50))
    assert few.ok and many.ok, (few.error, many.error)
    assert many.stats.steps - few.stats.steps >= 49 * 2000
