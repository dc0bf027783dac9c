"""Host objects a state cannot hold are refused naming the global and saying what to keep
instead (the common ones by name; any other with the generic advice)."""

from __future__ import annotations

import pytest

from sandbox import Sandbox, StateError


@pytest.mark.parametrize("source, message", [
    ("import array\nv = array.array('i', [1])", "an array.array (keep a.typecode and a.tolist()"),
    ("import struct\nv = struct.Struct('i')", "a struct.Struct (keep its format string"),
    # (a TextWrapper and a NormalDist are saved: test_wrapper_normaldist_state.py; only a
    # wrapper missing an option is refused)
    ("import textwrap\nv = textwrap.TextWrapper(width=9)\ndel v.width",
     "a textwrap.TextWrapper (keep its"),
    ("import hashlib\nv = hashlib.sha256(b'x')", "a hashlib hash object (its running state"),
    ("import operator\nv = operator.itemgetter(1)", "an operator.itemgetter (save the names"),
    ("import operator\nv = operator.attrgetter('a')", "an operator.attrgetter (save the names"),
    ("class A:\n    def f(self):\n        return super()\nv = A().f()", "a super() object"),
])
def test_unsaved_host_objects_say_what_to_keep(source: str, message: str) -> None:
    session = Sandbox().session()
    session.run_sync(source).check()
    with pytest.raises(StateError) as info:
        session.export_state()
    assert f"'v' holds {message}" in str(info.value)
    restored = Sandbox().session(state=session.export_state(skip_unexportable=True))
    assert restored.run_sync("try:\n    v\n    found = True\nexcept NameError:\n"
                             "    found = False\nfound").check().value is False
