from collections import Counter, defaultdict, OrderedDict
import re

text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief"""
words = re.findall(r"[a-z]+", text.lower())
freq = Counter(words)
print(freq.most_common(5))
print(len(freq), sum(freq.values()), freq["times"], freq["missing"])
bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(3))
letters = Counter(c for c in text.lower() if c.isalpha())
print(letters.most_common(3), sorted(letters)[:5])
by_len = defaultdict(set)
for w in words:
    by_len[len(w)].add(w)
print({k: sorted(v) for k, v in sorted(by_len.items())})
first_seen = OrderedDict.fromkeys(words)
print(list(first_seen)[:6])
a, b = Counter("hello world"), Counter("lowered")
print(sorted((a & b).elements()), (a - b).most_common(2), sorted((b - a).items()))
