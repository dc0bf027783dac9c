"""io (StringIO, BytesIO) and csv in the sandbox: differential tests against CPython, gate
refusals and size checks."""

from __future__ import annotations

import pytest

from .differential import guest_error, limit_error, run, same, sandbox_output

# --- differential: io ----------------------------------------------------------------------------

IO_SNIPPETS = [
    """import io
f = io.StringIO("line one\\nline two\\nthree")
print(f.readline(), f.tell(), f.read(4), f.readlines(), f.read(), repr(f.readline()))
f.seek(0)
print(list(f), f.seek(5), f.read(3), f.seekable(), f.readable(), f.writable(), f.isatty())
print(f.write("XY"), repr(f.getvalue()), f.truncate(6), repr(f.getvalue()), f.tell())
print(f.encoding, f.errors, f.newlines, f.line_buffering, f.closed, isinstance(f, io.StringIO))
f.close()
print(f.closed)
try:
    f.read()
except ValueError as e:
    print("ValueError", e)
""",
    """import io
f = io.StringIO()
print(f.write("a"), f.write("bc\\n"), f.writelines(["x\\n", "y"]), repr(f.getvalue()))
f.seek(0, io.SEEK_END); f.write("!"); f.seek(1); f.write("Z")
print(repr(f.getvalue()), f.seek(0, io.SEEK_SET), io.SEEK_CUR)
g = io.StringIO("a\\r\\nb\\rc\\n", newline=None)
print(g.readlines(), g.newlines)
h = io.StringIO(newline="")
h.write("a\\r\\nb"); h.seek(0); print(h.readlines())
try:
    f.write(5)
except TypeError as e:
    print("TypeError", e)
f.seek(10)
f.write("end")
print(repr(f.getvalue()))
""",
    """import io
b = io.BytesIO(b"hello world")
print(b.read(5), b.tell(), b.read1(3), b.readline(), b.getvalue(), b.seek(0, 2))
print(b.write(b"!!"), b.getvalue(), b.seek(0), b.readlines(), b.truncate(4), b.getvalue())
buf = bytearray(3)
b.seek(0); print(b.readinto(buf), buf, b.write(bytearray(b"xy")), b.getvalue())
b.writelines([b"1", b"2"]); print(b.getvalue(), b.closed, b.readable(), b.writable())
b.seek(8); b.write(b"Z"); print(b.getvalue())
try:
    b.write("text")
except TypeError as e:
    print("TypeError", e)
""",
]


# --- differential: csv ---------------------------------------------------------------------------

CSV_SNIPPETS = [
    """import csv, io
out = io.StringIO()
w = csv.writer(out)
print(w.writerow(["a", "b,c", 'q"uote', 1, 2.5, None, True, "line\\nbreak"]))
w.writerows([[1, 2], (3, 4), "xy", []])
print(repr(out.getvalue()))
print(w.dialect.delimiter, repr(w.dialect.lineterminator), w.dialect.quoting, w.dialect.doublequote)
""",
    """import csv, io
text = "name,age\\r\\n\\"Smith, J\\",42\\r\\n\\"say \\"\\"hi\\"\\"\\",7\\r\\n\\r\\nlast,\\r\\n"
r = csv.reader(io.StringIO(text))
for row in r:
    print(row, r.line_num)
print(list(csv.reader(["a;b;'c;d'"], delimiter=";", quotechar="'")))
print(list(csv.reader(["a\\tb"], dialect="excel-tab")))
print(list(csv.reader(['  a,  b'], skipinitialspace=True)))
print(list(csv.reader(["1,'x',2.5"], quoting=csv.QUOTE_NONNUMERIC, quotechar="'")))
""",
    """import csv, io
out = io.StringIO()
for q in (csv.QUOTE_ALL, csv.QUOTE_MINIMAL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE):
    w = csv.writer(out, quoting=q, escapechar="\\\\")
    w.writerow(["a", 1, 2.5, "b,c"])
print(repr(out.getvalue()))
out = io.StringIO()
csv.writer(out, dialect="unix").writerow(["x", "y"])
csv.writer(out, csv.excel_tab).writerow(["x", "y"])
csv.writer(out, delimiter="|", lineterminator="\\n").writerow(["p", "q|r"])
print(repr(out.getvalue()), csv.excel.delimiter, csv.excel_tab.delimiter, csv.unix_dialect.quoting)
""",
    """import csv, io
data = io.StringIO("id,name,score\\n1,ann,9.5\\n2,bob\\n3,cy,7,extra\\n")
reader = csv.DictReader(data, restval="?", restkey="more")
print(reader.fieldnames, reader.line_num)
for row in reader:
    print(row, reader.line_num)
r2 = csv.DictReader(["a|b", "1|2"], fieldnames=["x", "y"], delimiter="|")
print(list(r2), r2.fieldnames)
print(list(csv.DictReader([])), csv.DictReader(["a"]).fieldnames)
""",
    """import csv, io
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["id", "name"], restval="-")
print(w.writeheader(), w.fieldnames, w.restval, w.extrasaction)
w.writerow({"id": 1, "name": "ann"})
w.writerows([{"id": 2}, {"name": "x,y", "id": 3}])
try:
    w.writerow({"id": 4, "bad": 1})
except ValueError as e:
    print("ValueError", e)
w2 = csv.DictWriter(out, ["a"], extrasaction="ignore", quoting=csv.QUOTE_ALL)
w2.writerow({"a": 1, "b": 2})
print(repr(out.getvalue()))
try:
    csv.DictWriter(out, ["a"], extrasaction="nope")
except ValueError as e:
    print("ValueError", e)
""",
    """import csv, io
try:
    list(csv.reader(['a,"b'], strict=True))
except csv.Error as e:
    print("Error", e)
try:
    csv.writer(io.StringIO()).writerow(5)
except csv.Error as e:
    print("Error", e)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("Error", e)
try:
    csv.reader([], dialect="nope")
except csv.Error as e:
    print("Error", e)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
""",
    """import csv, io, json
rows = [{"k": i, "sq": i * i, "txt": f"v{i}"} for i in range(5)]
out = io.StringIO()
w = csv.DictWriter(out, fieldnames=list(rows[0]))
w.writeheader()
w.writerows(rows)
out.seek(0)
back = list(csv.DictReader(out))
print(json.dumps(back))
print(sum(int(r["sq"]) for r in back))
""",
]

ALL_SNIPPETS = [("io", s) for s in IO_SNIPPETS] + [("csv", s) for s in CSV_SNIPPETS]


@pytest.mark.parametrize("src", [s for _, s in ALL_SNIPPETS],
                         ids=[f"{m}-{i}" for i, (m, _) in enumerate(ALL_SNIPPETS)])
def test_same_output_as_cpython(src: str) -> None:
    same(src)


def test_csv_writer_to_a_guest_object_with_write() -> None:
    src = """import csv
lines = []
def write(s):
    lines.append(s)
    return len(s)
write.write = write
w = csv.writer(write)
print(w.writerow(["a", "b"]), lines)
"""
    assert sandbox_output(src) == "5 ['a,b\\r\\n']\n"


def test_csv_dialect_from_any_object_through_the_gate() -> None:
    src = """import csv
def d():
    pass
d.delimiter = ";"
d.quotechar = "'"
print(list(csv.reader(["a;'b;c'"], dialect=d)))
"""
    assert sandbox_output(src) == "[['a', 'b;c']]\n"


# --- gate refusals -------------------------------------------------------------------------------

REFUSED = [
    ("io", "io.StringIO().fileno"),
    ("io", "io.StringIO().detach"),
    ("io", "io.StringIO().buffer"),
    ("io", "io.StringIO().__reduce_ex__"),
    ("io", "io.StringIO().__reduce__"),
    ("io", "io.BytesIO().getbuffer"),
    ("io", "io.BytesIO().fileno"),
    ("io", "io.BytesIO().detach"),
    ("io", "io.BytesIO().raw"),
    ("io", "io.open"),
    ("io", "io.FileIO"),
    ("io", "io.TextIOWrapper(io.BytesIO()).detach"),
    ("io", "io.__loader__"),
    ("io", "io.__spec__"),
    ("io", "io.__builtins__"),
    ("io", "io.StringIO.write"),
    ("csv", "csv.writer(io.StringIO())._w"),
    ("csv", "csv.writer(io.StringIO()).__reduce_ex__"),
    ("csv", "csv.writer(io.StringIO()).writerow.__func__.__globals__"),
    ("csv", "csv.reader([]).__reduce_ex__"),
    ("csv", "csv.reader([]).dialect.__reduce_ex__"),
    ("csv", "csv.DictReader([])._reader"),
    ("csv", "csv.DictWriter(io.StringIO(), ['a'])._writer"),
    ("csv", "csv.DictWriter(io.StringIO(), ['a'])._dict_to_list"),
    ("csv", "csv.field_size_limit"),
    ("csv", "csv.Sniffer().__slots__"),
    ("csv", "csv.excel.__dict__"),
    ("csv", "csv.__dict__"),
]


@pytest.mark.parametrize("module,expr", REFUSED, ids=[e for _, e in REFUSED])
def test_gate_refuses(module: str, expr: str) -> None:
    err = guest_error(f"import io\nimport {module}\nx = {expr}\n")
    assert err.type_name == "AttributeError", err.traceback


@pytest.mark.parametrize("src,exc", [
    ("import io\nclass S(io.StringIO):\n    pass", "TypeError"),
    ("import csv\nclass W(csv.DictWriter):\n    pass", "TypeError"),
    ("import io\nio.StringIO()._x = 1", "AttributeError"),
    ("import io\nf = io.StringIO()\nf.tell = lambda: 0", "AttributeError"),
    ("import io, csv\nw = csv.writer(io.StringIO())\nw.x = 1", "AttributeError"),
    ("import csv\ncsv.excel.delimiter = ';'", "AttributeError"),
    ("import csv\ncsv.reader([], dialect='someone-elses')", "Error"),
    ("import csv\ncsv.writer(42)", "AttributeError"),
])
def test_refused_operations(src: str, exc: str) -> None:
    assert guest_error(src).type_name == exc


def test_csv_excel_is_unchanged_for_the_host() -> None:
    import csv
    run("import csv\ntry:\n    csv.excel.delimiter = ';'\nexcept AttributeError:\n    pass\n")
    assert csv.excel.delimiter == ","


# --- size checks ---------------------------------------------------------------------------------

@pytest.mark.parametrize("src", [
    "import io\nf = io.StringIO()\nf.seek(10 ** 12)\nf.write('x')",
    "import io\nf = io.BytesIO()\nf.seek(10 ** 12)\nf.write(b'x')",
    "import io\nf = io.StringIO()\nf.seek(10 ** 12)\nf.writelines(['x'])",
    "import io\nf = io.BytesIO()\nf.seek(10 ** 12)\nf.writelines([b'x'])",
    "import csv, io\ncsv.writer(io.StringIO()).writerow(['x' * 1000000] * 1000)",
    "import csv, io\ncsv.writer(io.StringIO()).writerows([['x' * 1000000] * 1000])",
    "import csv, io\nw = csv.DictWriter(io.StringIO(), list(range(1000)), restval='y' * 1000000)\n"
    "w.writerow({})",
])
def test_size_limits(src: str) -> None:
    err = limit_error(src)
    assert err.limit == "max_memory_bytes", err.message


def test_stringio_grows_to_the_limit_and_no_further() -> None:
    ok = "import io\nf = io.StringIO()\nfor i in range(8):\n    f.write('x' * 100000)\n" \
         "print(len(f.getvalue()))"
    assert sandbox_output(ok, max_memory_bytes=1_000_000) == "800000\n"
    err = limit_error(ok.replace("range(8)", "range(11)"), max_memory_bytes=1_000_000)
    assert err.limit == "max_memory_bytes"


LIAR = "class S(str):\n    def __len__(self):\n        return 0\n"


@pytest.mark.parametrize("src", [
    LIAR + "import io\nf = io.StringIO()\nf.seek(10 ** 12)\nf.write(S('x'))",
    LIAR + "import csv, io\ncsv.writer(io.StringIO()).writerow([S('x' * 1000000)] * 1000)",
])
def test_str_subclasses_cannot_lie_about_their_size(src: str) -> None:
    err = limit_error(src)
    assert err.limit == "max_memory_bytes", err.message


def test_textiowrapper_sizes_what_a_read_decodes() -> None:
    # 300 kB of bytes decode to up to 1.2 MB of str: refused before the C call decodes them
    src = "import io\nt = io.TextIOWrapper(io.BytesIO(b'x' * 300000), encoding='utf-8')\n" \
          "print(len(t.read(1000)))\nprint(len(t.read()))"
    err = limit_error(src, max_memory_bytes=1_000_000)
    assert err.limit == "max_memory_bytes", err.message
    assert sandbox_output(src, max_memory_bytes=4_000_000) == "1000\n299000\n"


def test_textiowrapper_wraps_only_a_bytesio() -> None:
    err = guest_error("import io\nio.TextIOWrapper(io.StringIO('x'))")
    assert err.type_name == "TypeError" and "io.BytesIO" in err.message
    err = guest_error("import io\nclass Raw:\n    def read(self, n=-1):\n        return b''\n"
                      "io.TextIOWrapper(Raw())")
    assert err.type_name == "TypeError"


def test_dialect_registry_is_the_session_s() -> None:
    import csv

    from sandbox import Sandbox
    before = csv.list_dialects()
    session = Sandbox().session()
    out = session.run_sync("import csv\ncsv.register_dialect('semi', delimiter=';')\n"
                           "csv.unregister_dialect('excel')\nsorted(csv.list_dialects())")
    assert out.value == ["excel-tab", "semi", "unix"]
    assert csv.list_dialects() == before  # the host's registry is untouched
    assert csv.get_dialect("excel").delimiter == ","
    other = Sandbox().session().run_sync("import csv\nsorted(csv.list_dialects())")
    assert other.value == ["excel", "excel-tab", "unix"]  # another session: its own
    again = session.run_sync("import io\nw = io.StringIO()\n"
                             "csv.writer(w, 'semi').writerow([1, 2])\nw.getvalue()")
    assert again.value == "1;2\r\n"


def test_dialect_registry_is_bounded() -> None:
    err = guest_error("import csv\nfor i in range(2000):\n    csv.register_dialect(f'd{i}')")
    assert err.type_name == "Error" and "at most 1000" in err.message


