import difflib

old = """def greet(name):
    print("Hello, " + name)

greet("world")
""".splitlines(keepends=True)
new = """def greet(name: str) -> None:
    print(f"Hello, {name}!")

greet("world")
greet("there")
""".splitlines(keepends=True)

print("".join(difflib.unified_diff(old, new, fromfile="a/greet.py", tofile="b/greet.py")), end="")
sm = difflib.SequenceMatcher(None, "kitten sitting", "sitting kitten")
print(round(sm.ratio(), 3))
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, "abcdef", "abXdeYf").get_opcodes():
    print(f"{tag:8} a[{i1}:{i2}] b[{j1}:{j2}]")
print(difflib.get_close_matches("appel", ["ape", "apple", "peach", "puppy"]))
print(list(difflib.ndiff(["one\n", "two\n"], ["one\n", "too\n"])))

def word_diff(a: str, b: str) -> str:
    aw, bw = a.split(), b.split()
    out = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=aw, b=bw).get_opcodes():
        if tag == "equal":
            out.extend(aw[i1:i2])
        if tag in ("delete", "replace"):
            out.append("[-" + " ".join(aw[i1:i2]) + "-]")
        if tag in ("insert", "replace"):
            out.append("{+" + " ".join(bw[j1:j2]) + "+}")
    return " ".join(out)
print(word_diff("the quick brown fox jumps", "the slow brown dog jumps high"))
