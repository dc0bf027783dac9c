from collections import Counter, defaultdict
from functools import lru_cache
import string

WORDS = """apple angle ample amble bagel cable fable gable table sable maple
lemon melon solemn demon eagle glean plane panel penal plea leap pale peal""".split()

anagrams = defaultdict(list)
for w in WORDS:
    anagrams["".join(sorted(w))].append(w)
groups = sorted((sorted(g) for g in anagrams.values() if len(g) > 1), key=lambda g: (-len(g), g))
print("anagram groups:", groups)

def can_make(word, rack):
    return not (Counter(word) - Counter(rack))

rack = "aelpbtm"
makeable = sorted((w for w in WORDS if can_make(w, rack)), key=lambda w: (-len(w), w))
print("from", rack, "->", makeable[:6])

SCORES = dict(zip(string.ascii_lowercase, [1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 5, 1, 3, 1, 1, 3, 10, 1, 1, 1, 1, 4, 4, 8, 4, 10]))
best = max(WORDS, key=lambda w: (sum(SCORES[c] for c in w), w))
print("best scoring:", best, sum(map(SCORES.get, best)))

@lru_cache(maxsize=None)
def edit_distance(a, b):
    if not a:
        return len(b)
    if not b:
        return len(a)
    if a[0] == b[0]:
        return edit_distance(a[1:], b[1:])
    return 1 + min(edit_distance(a[1:], b), edit_distance(a, b[1:]), edit_distance(a[1:], b[1:]))

for a, b in [("kitten", "sitting"), ("table", "cable"), ("melon", "lemon"), ("", "abc")]:
    print(f"{a!r:>9} -> {b!r:<9} {edit_distance(a, b)}")
print(edit_distance.cache_info().hits > 0, edit_distance.cache_info().maxsize)

def ladder(start, goal, words):
    words = set(words)
    frontier = [[start]]
    seen = {start}
    while frontier:
        nxt = []
        for path in frontier:
            w = path[-1]
            if w == goal:
                return path
            for i in range(len(w)):
                for c in string.ascii_lowercase:
                    cand = w[:i] + c + w[i + 1:]
                    if cand in words and cand not in seen:
                        seen.add(cand)
                        nxt.append(path + [cand])
        frontier = nxt
    return None

print(ladder("cable", "sable", WORDS), ladder("table", "maple", WORDS))
print(ladder("fable", "gable", WORDS), ladder("apple", "zebra", WORDS))
pal = [w for w in ["level", "rotor", "table", "A man a plan"] if (s := w.lower().replace(" ", "")) == s[::-1]]
print(pal)
vowels = Counter(c for w in WORDS for c in w if c in "aeiou")
print(vowels.most_common(), sum(vowels.values()))
print(sorted(WORDS, key=len)[-3:], min(WORDS), sorted({len(w) for w in WORDS}))
