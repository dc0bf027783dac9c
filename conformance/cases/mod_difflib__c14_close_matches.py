import difflib
cmds = ["status", "start", "stop", "restart", "install"]
for typo in ["statsu", "strat", "instal", "xyz"]:
    print(typo, difflib.get_close_matches(typo, cmds, n=2))
a = "one two three four".split()
b = "one 2 three four five".split()
print(list(difflib.unified_diff(a, b, lineterm="", n=0)))
print(round(difflib.SequenceMatcher(None, "abcd", "bcde").ratio(), 3))
