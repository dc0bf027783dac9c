import difflib

commands = ["status", "start", "stop", "restart", "deploy", "rollback"]
for typo in ["stauts", "strat", "deplyo", "xyz"]:
    print(typo, "->", difflib.get_close_matches(typo, commands, n=2, cutoff=0.5))
sm = difflib.SequenceMatcher(None, "kitten sitting", "sitting kitten")
print(round(sm.ratio(), 4), sm.find_longest_match(0, 14, 0, 14))
a = ["line one", "line two", "line three"]
b = ["line one", "line 2", "line three", "line four"]
print("\n".join(difflib.unified_diff(a, b, fromfile="old", tofile="new", lineterm="")))
print(list(difflib.ndiff(["a", "b"], ["a", "c"])))
for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, "abcd", "abxd").get_opcodes():
    print(tag, i1, i2, j1, j2)
