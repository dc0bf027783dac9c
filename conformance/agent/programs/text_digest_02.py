# Build a digest of the docs matching a few queries: top words and key facts.
import re
import textwrap
from collections import Counter

QUERIES = ['policy', 'deploy']
TOP = 5
STOP = {"the", "and", "to", "your", "a", "of", "are", "before", "every"}

docs = {}
for q in QUERIES:
    hits = search_docs(q)
    print(f"{q!r}: {len(hits)} doc(s)")
    for d in hits:
        docs.setdefault(d["id"], d)
if not docs:
    raise LookupError("no documents matched any query")
text = " ".join(d["title"] + ". " + d["body"] for _, d in sorted(docs.items()))
words = re.findall(r"[a-z]+", text.lower())
freq = Counter(w for w in words if w not in STOP)
common = freq.most_common(TOP)
print(f"{len(docs)} doc(s), {len(words)} words, {len(freq)} distinct")
width = max((len(w) for w, _ in common), default=0)
for word, n in common:
    print(f"  {word:<{width}} {n:>2} {'#' * n}")
numbers = re.findall(r"(\d+)\s*(days|EUR)", text)
for value, unit in numbers:
    print(f"  found {int(value):>3} {unit}")
summary = "; ".join(d["title"] for d in docs.values())
print(textwrap.fill("covered: " + summary, width=50, subsequent_indent="  "))
