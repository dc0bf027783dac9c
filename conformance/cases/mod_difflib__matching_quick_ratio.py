import difflib
pairs = [('kitten', 'sitting'), ('flaw', 'lawn'), ('same', 'same'), ('', 'abc')]
for x, y in pairs:
    sm = difflib.SequenceMatcher(a=x, b=y)
    print(x, y, round(sm.ratio(), 4), round(sm.quick_ratio(), 4), sm.find_longest_match(0, len(x), 0, len(y)))
print(difflib.get_close_matches('wheel', ['while', 'whale', 'wheat', 'shell'], n=2, cutoff=0.5))
