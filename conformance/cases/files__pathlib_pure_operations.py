from pathlib import Path, PurePosixPath

p = PurePosixPath("/srv/app/logs/2024/app.log.gz")
print(p.parts, p.anchor, p.root, p.name, p.suffix, p.suffixes, p.stem)
print(p.parent, p.parents[1], list(p.parents)[-1], len(p.parents))
print(p.with_name("x.txt"), p.with_suffix(""), p.with_stem("other"))
print(p.relative_to("/srv"), p.is_relative_to("/srv/app"), p.is_relative_to("/etc"))
print(p.is_absolute(), PurePosixPath("a/b").is_absolute())
print(PurePosixPath("a") / "b" / "../c", PurePosixPath("/a", "/b", "c"))
print(PurePosixPath("a/b/c").match("*/c"), PurePosixPath("a/b.py").match("*.py"))
print(PurePosixPath("x//y/./z"), PurePosixPath(".") / "q", str(PurePosixPath("")))
print(sorted([PurePosixPath("b"), PurePosixPath("a/z"), PurePosixPath("a")]))
print(PurePosixPath("A") == PurePosixPath("a"), PurePosixPath("a/b") == PurePosixPath("a//b"))
print(Path("docs/readme.md").suffix, Path("data.tar.gz").stem, Path("a/b").as_posix())
try:
    p.relative_to("/etc")
except ValueError as e:
    print("ValueError")
print(repr(PurePosixPath("a/b")), PurePosixPath("a/b").joinpath("c", "d"))
