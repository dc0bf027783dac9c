# PureWindowsPath on a POSIX system: drives, UNC shares, both separators, case-insensitive
# comparison, joining rules, reserved names and URIs, all on text alone.
from pathlib import PurePath, PurePosixPath, PureWindowsPath, WindowsPath

P = PureWindowsPath
for text in ["C:\\Users\\ada\\report.final.txt", "c:/Program Files/App/", "\\\\server\\share\\dir\\f.py",
             "//host/share", "D:relative\\x", "\\rooted\\only", "a/b/../c/./d", "", ".", "C:",
             "\\\\?\\C:\\long\\path", "\\\\?\\UNC\\srv\\shr\\f", "///triple/x", "NUL", "lpt1.txt"]:
    p = P(text)
    print(repr(p), str(p), p.drive, repr(p.root), repr(p.anchor), p.parts, p.name, p.suffix,
          p.suffixes, p.stem, p.is_absolute(), p.is_reserved(), p.as_posix())
p = P("C:\\Users\\ada\\report.final.txt")
print(p.parent, list(p.parents), p.parents[1], len(p.parents))
print(p.with_name("x.csv"), p.with_stem("draft"), p.with_suffix(".md"), p.with_suffix(""))
print(P("C:/a", "b", "D:/c"), P("C:/a", "/b"), P("C:/a", "C:b"), P("c:/a", "d:b"), P("a", "\\\\s\\h\\x"))
print(P("C:/a") / "C:b", P("C:/a") / "c:b", P("C:/a") / "D:b", P("C:/a") / "/z", P("C:/a").joinpath("b", "\\c", "d"))
print("x" / P("y"), P("C:/a") / PurePosixPath("b/c"))
print(P("C:/A/B") == P("c:/a/b"), P("a") == PurePosixPath("a"), P("A") < P("b"), hash(P("X")) == hash(P("x")))
print(sorted([P("b"), P("A"), P("C:/z"), P("c:/Y")]), {P("Q"), P("q")})
print(P("C:/a/b/c").relative_to("c:/A"), P("C:/a/b").relative_to(P("C:/")), P("C:/a/b").is_relative_to("C:/x"))
try:
    P("C:/a").relative_to("D:/a")
except ValueError as e:
    print("ValueError:", e)
print(P("C:/a/b.PY").match("*.py"), P("C:/a/b.py").match("c:/*/*.py"), P("C:/a/b.py").match("d:*.py"),
      P("a/b").match("/a/b"), P("b.py").match("a/*.py"))
print(P("C:/a b/c").as_uri(), P("//srv/shr/x y").as_uri(), PurePosixPath("/a b").as_uri())
for bad in [lambda: P("rel").as_uri(), lambda: P("C:/").with_name("x"), lambda: P("a").with_name("b/c"),
            lambda: P("a").with_name("C:"), lambda: P("a.txt").with_suffix("py"),
            lambda: P("a.txt").with_suffix(".p\\y"), lambda: P("a").match(""), lambda: WindowsPath("x")]:
    try:
        print(bad())
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)
print(type(PurePath("a")).__name__, isinstance(P("a"), PurePath), issubclass(WindowsPath, PureWindowsPath))
print(bytes(P("C:/a")), P("C:/a").__fspath__(), f"{P('x/y')}")
