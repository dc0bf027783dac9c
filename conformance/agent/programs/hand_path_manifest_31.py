# Build an upload manifest of Windows and POSIX paths reported by a client, purely on text.
from pathlib import PurePosixPath, PureWindowsPath, PurePath
from collections import Counter

REPORTED = ["C:\\Users\\ada\\Documents\\q1-report.xlsx", "c:/users/ADA/documents/Q1-REPORT.XLSX",
            "D:\\backup\\2024\\db.dump.gz", "\\\\fileserver\\shared\\team\\notes.md",
            "/home/alan/data/results.csv", "relative/notes.txt", "C:\\temp\\NUL.txt"]


def parse(text):
    if "\\" in text or (len(text) > 1 and text[1] == ":"):
        return PureWindowsPath(text)
    return PurePosixPath(text)


paths = [parse(t) for t in REPORTED]
unique = []
for p in paths:
    if p not in unique:
        unique.append(p)
print(f"{len(paths)} reported, {len(unique)} unique")
for p in unique:
    kind = type(p).__name__.replace("Pure", "").replace("Path", "") or "?"
    flags = []
    if p.is_absolute():
        flags.append("abs")
    if isinstance(p, PureWindowsPath) and p.is_reserved():
        flags.append("reserved")
    print(f"{kind:<7} {p.drive or '-':<22} {p.name:<18} {''.join(p.suffixes):<9} {','.join(flags)}")
by_ext = Counter(p.suffix.lower() for p in unique)
print(dict(by_ext))
target = PurePosixPath("/uploads")
for p in unique:
    parts = [part for part in p.parts[1:]] if p.anchor else list(p.parts)
    dest = target.joinpath(*[x.lower() for x in parts])
    print(str(p)[:30].ljust(30), "->", dest.as_posix())
w = PureWindowsPath("C:/Users/ada/Documents/q1-report.xlsx")
print(w.relative_to("c:/users"), w.with_suffix(".csv").name, w.parent.parent, w.as_uri())
print(w.match("*.XLSX"), PureWindowsPath("a") / "C:b", PureWindowsPath("\\\\srv\\shr").anchor)
print([str(x) for x in w.parents][:2], repr(PurePath("x/y")))
