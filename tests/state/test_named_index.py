"""sandbox.state.kinds.named_index is cached per importer: it must follow what changes the
names a session can save (modules imported since the last export, tools granted or taken
away by the host), and a blob written after such a change must still load."""

from __future__ import annotations

from sandbox import Sandbox
from sandbox.state.kinds import named_index


def test_the_index_is_reused_while_nothing_changes() -> None:
    session = Sandbox().session()
    session.run_sync("import json\nx = 1").check()
    assert named_index(session) is named_index(session)


def test_a_module_imported_after_an_export_is_saved_by_name() -> None:
    sandbox = Sandbox()
    session = sandbox.session()
    session.run_sync("x = 1").check()
    session.export_state()
    session.run_sync("import json\ndumps = json.dumps").check()
    restored = sandbox.session(state=session.export_state())
    assert restored.run_sync("dumps([1])").check().value == "[1]"


def test_a_tool_granted_after_an_export_is_saved_by_name() -> None:
    def shout(text: str) -> str:
        return text.upper()

    sandbox = Sandbox(tools=[shout])
    session = sandbox.session()
    session.run_sync("x = 1").check()
    before = named_index(session)
    session.globals.builtins["loud"] = session.globals.builtins["shout"]
    after = named_index(session)
    assert after is not before
    assert after[id(session.globals.builtins["loud"])] == ["tool", "loud"]
    del session.globals.builtins["loud"]
    assert named_index(session)[id(session.globals.builtins["shout"])] == ["tool", "shout"]
    session.run_sync("f = shout").check()
    restored = sandbox.session(state=session.export_state())
    assert restored.run_sync("f('a')").check().value == "A"
