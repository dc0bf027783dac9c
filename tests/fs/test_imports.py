"""Guest modules from the virtual file system: packages, relative imports and cycles behave
as CPython's (checked against CPython on the same files); stdlib names are never shadowed."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox import Mount, Sandbox
from sandbox.errors import GuestError

from .diff import cpython, make_tree

MODULES: dict[str, str | bytes] = {
    "helpers.py": "def double(x):\n    return 2 * x\n_hidden = 'h'\n",
    "lib/__init__.py": "from .util import lower\nVERSION = '1.0'\n",
    "lib/util.py": "def lower(s):\n    return s.lower()\n",
    "lib/text.py": "from . import util\nfrom .util import lower\n"
                   "def slugify(s):\n    return lower(s).replace(' ', '-')\n",
    "lib/deep/__init__.py": "",
    "lib/deep/leaf.py": "from ..util import lower\nfrom .. import VERSION\n"
                        "def shout(s):\n    return lower(s).upper() + VERSION\n",
    "nspkg/mod.py": "X = 'namespace'\n",
    "cyc_a.py": "A_EARLY = 1\nimport cyc_b\nA_LATE = cyc_b.B + 1\n",
    "cyc_b.py": "import cyc_a\nB = cyc_a.A_EARLY + 10\n",
    "from_a.py": "from from_b import FB\nFA = 1\n",
    "from_b.py": "from from_a import FA\nFB = 2\n",
    "broken.py": "X = 1\nraise ValueError('broken at import')\n",
    "bad_syntax.py": "def f(:\n    pass\n",
    "counted.py": "print('running counted')\nN = 1\n",
    "os.py": "print('SHADOWED')\n",
    "json.py": "print('SHADOWED')\n",
    "subprocess.py": "print('SHADOWED')\n",
}

PROGRAM = """
import helpers
print(helpers.double(21), helpers._hidden, helpers.__name__)
from lib.text import slugify
from lib import text, VERSION
import lib.text
import lib.deep.leaf as leaf
print(slugify('Hello World'), text is lib.text, VERSION, leaf.shout('Ab'))
print(lib.deep.leaf.__name__, lib.__package__, lib.text.__package__)
from nspkg import mod
print(mod.X)
import cyc_a
print(cyc_a.A_EARLY, cyc_a.A_LATE, cyc_a.cyc_b.B)
for name in ['from_a', 'broken', 'broken', 'bad_syntax']:
    try:
        __import__(name) if False else exec_import(name)
    except ImportError as e:
        print('ImportError', str(e).split(' (')[0])
    except ValueError as e:
        print('ValueError', e)
    except SyntaxError as e:
        print('SyntaxError', e.lineno)
import counted
import counted
from counted import N
try:
    from lib import nothing
except ImportError as e:
    print('ImportError', str(e).split(' (')[0])
import os, json
print(os.sep, json.dumps([1]))
try:
    import subprocess
except ImportError as e:
    print('ImportError subprocess')
"""

_EXEC_IMPORT = """
def exec_import(name):
    if name == 'from_a':
        import from_a
    elif name == 'broken':
        import broken
    else:
        import bad_syntax
"""


def test_modules_import_as_in_cpython(tmp_path: Path) -> None:
    """CPython runs the same program on the same files, without the shadowing ones (there
    they would replace the stdlib module: a deliberate divergence, CONFORMANCE.md)."""
    real, virtual = tmp_path / "cpython", tmp_path / "sandbox"
    make_tree(virtual, MODULES)
    make_tree(real, {k: v for k, v in MODULES.items()
                     if k not in ("os.py", "json.py", "subprocess.py")})
    src = _EXEC_IMPORT + PROGRAM
    expected_src = "import sys\nsys.path.insert(0, '.')\n" + src.replace(
        "import subprocess", "raise ImportError('subprocess')")
    expected = cpython(expected_src, real, str(real)).replace("ImportError subprocess\n", "")
    sb = Sandbox(mounts=[Mount("/work", virtual)], import_path=["/work"])
    r = sb.run_sync(src)
    assert r.error is None, r.error
    assert r.output == expected + "ImportError subprocess\n"
    assert "SHADOWED" not in r.output


def test_modules_written_by_the_guest_are_importable() -> None:
    code = """
import os
os.makedirs('/work/pkg')
open('/work/pkg/__init__.py', 'w').write('from .m import f')
with open('/work/pkg/m.py', 'w') as fh:
    fh.write('def f():\\n    return 42\\n')
from pkg import f
print(f())
"""
    r = Sandbox(import_path=["/work"]).run_sync(code)
    assert r.output == "42\n", r.error


def test_without_an_import_path_files_are_not_imported() -> None:
    code = "open('/work/mine.py', 'w').write('X = 1')\nimport mine"
    r = Sandbox().run_sync(code)
    assert isinstance(r.error, GuestError) and r.error.type_name == "ModuleNotFoundError"


def test_compiled_once_per_session_and_the_module_runs_once(tmp_path: Path) -> None:
    (tmp_path / "counted.py").write_text("print('body')\nN = 1\n")
    session = Sandbox(mounts=[Mount("/src", tmp_path)], import_path=["/src"]).session()
    assert session.run_sync("import counted\nimport counted").output == "body\n"
    assert session.run_sync("import counted\nprint(counted.N)").output == "1\n"
    assert len(session.importer.files.programs) == 1


def test_a_module_that_fails_is_not_kept(tmp_path: Path) -> None:
    (tmp_path / "flaky.py").write_text("print('try')\nraise KeyError('k')\n")
    session = Sandbox(mounts=[Mount("/src", tmp_path)], import_path=["/src"]).session()
    first = session.run_sync("import flaky")
    assert isinstance(first.error, GuestError) and first.error.type_name == "KeyError"
    assert 'File "/src/flaky.py", line 2' in first.error.traceback
    assert str(tmp_path) not in first.error.traceback
    assert session.run_sync("import flaky").output == "try\n"


@pytest.mark.anyio
async def test_imports_in_async_runs(anyio_backend: str, tmp_path: Path) -> None:
    (tmp_path / "amod.py").write_text("import asyncio\nasync def twice(x):\n"
                                      "    await asyncio.sleep(0)\n    return 2 * x\n")
    session = Sandbox(mounts=[Mount("/src", tmp_path)], import_path=["/src"]).session()
    r = await session.run("import amod\nprint(await amod.twice(4))")
    assert r.output == "8\n", r.error


def test_an_oversized_module_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """The size the file system reports is checked against ``max_source_bytes`` first: the
    refusal is CPython-shaped (a SyntaxError the guest can catch) and the mount's read
    budget, smaller than the file here, is not what refuses it."""
    (tmp_path / "huge.py").write_text("X = 1\n" + "#" * 2_000_000 + "\n")
    sb = Sandbox(mounts=[Mount("/src", tmp_path, max_read_bytes=1_000)], import_path=["/src"])
    r = sb.run_sync("try:\n    import huge\nexcept SyntaxError as e:\n    print(e.msg)\n"
                    "    print(e.filename)\n")
    assert r.error is None, r.error
    assert r.output == "source is too large: 2,000,007 bytes (limit 1,000,000)\n/src/huge.py\n"
