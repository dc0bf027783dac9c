import re
from collections import Counter

text = """The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs! Quick, quick: the fox is gone. Dogs and foxes don't mix."""
words = re.findall(r"[a-z']+", text.lower())
counts = Counter(words)
print(len(words), len(counts))
for word, n in sorted(counts.most_common(), key=lambda kv: (-kv[1], kv[0]))[:6]:
    print(f"{word:>6} {'#' * n} {n}")
lengths = Counter(len(w) for w in words)
print(sorted(lengths.items()))
sentences = [s.strip() for s in re.split(r"[.!;:]", text) if s.strip()]
print(len(sentences), max(sentences, key=len))
caps = {w for w in re.findall(r"\b[A-Z]\w*", text)}
print(sorted(caps))
print(counts["fox"] + counts["foxes"], counts["cat"])
