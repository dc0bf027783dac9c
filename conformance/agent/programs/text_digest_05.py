# Build a digest of the docs matching a few queries: top words and key facts.
import re
import textwrap
from collections import defaultdict

QUERIES = ['security', 'keys', 'deploy']
TOP = 3
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
words = [m.group().lower() for m in re.finditer(r"[A-Za-z]+", text)]
freq = defaultdict(int)
for w in words:
    if w not in STOP:
        freq[w] += 1
common = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP]
print(f"{len(docs)} doc(s), {len(words)} words, {len(freq)} distinct")
width = max((len(w) for w, _ in common), default=0)
for word, n in common:
    print(f"  {word:<{width}} {n:>2} {'#' * n}")
emails = sorted(set(re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", text)))
numbers = [int(n) for n in re.findall(r"\b\d+\b", text)]
print("emails:", emails or "none", "| numbers:", numbers)
summary = "; ".join(d["title"] for d in docs.values())
print(textwrap.fill("covered: " + summary, width=50, subsequent_indent="  "))
