import difflib
import re

OLD = """def total(items):
    s = 0
    for i in items:
        s += i.price
    return s

def tax(x):
    return x * 0.2
""".splitlines(keepends=True)
NEW = """def total(items, discount=0):
    s = sum(i.price for i in items)
    return s - discount

def tax(x, rate=0.2):
    return round(x * rate, 2)

def fmt(x):
    return f"${x:,.2f}"
""".splitlines(keepends=True)

diff = list(difflib.unified_diff(OLD, NEW, fromfile="a/billing.py", tofile="b/billing.py", n=1))
print("".join(diff), end="")
added = sum(1 for l in diff if l.startswith("+") and not l.startswith("+++"))
removed = sum(1 for l in diff if l.startswith("-") and not l.startswith("---"))
print(f"\n{added} insertions(+), {removed} deletions(-)")
sm = difflib.SequenceMatcher(None, "".join(OLD), "".join(NEW))
print("similarity:", round(sm.ratio(), 3), round(sm.quick_ratio(), 3))
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, OLD, NEW).get_opcodes():
    if tag != "equal":
        print(f"{tag:<8} old[{i1}:{i2}] -> new[{j1}:{j2}]")
print("".join(difflib.context_diff(["a\n", "b\n"], ["a\n", "c\n"], "x", "y")), end="")
words_old = "the quick brown fox jumps".split()
words_new = "the quick red fox leaps high".split()
out = []
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, words_old, words_new).get_opcodes():
    if tag == "equal":
        out.extend(words_old[i1:i2])
    if tag in ("delete", "replace"):
        out.append("[-" + " ".join(words_old[i1:i2]) + "-]")
    if tag in ("insert", "replace"):
        out.append("{+" + " ".join(words_new[j1:j2]) + "+}")
print(" ".join(out))
funcs_old = set(re.findall(r"^def (\w+)", "".join(OLD), re.M))
funcs_new = set(re.findall(r"^def (\w+)", "".join(NEW), re.M))
print("added functions:", sorted(funcs_new - funcs_old), "kept:", sorted(funcs_old & funcs_new))
print(difflib.get_close_matches("totl", ["total", "tax", "fmt", "totals"], n=2, cutoff=0.5))
m = difflib.SequenceMatcher(None, "private_key", "privatekey").find_longest_match(0, 11, 0, 10)
print(m, "private_key"[m.a:m.a + m.size])
print(list(difflib.ndiff(["one\n", "two\n"], ["one\n", "tow\n"])))
