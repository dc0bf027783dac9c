# Build a digest of the docs matching a few queries: top words and key facts.
import re
import textwrap

QUERIES = ['receipts', 'keys', 'release']
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
freq = {}
for w in words:
    if w not in STOP:
        freq[w] = freq.get(w, 0) + 1
common = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP]
print(f"{len(docs)} doc(s), {len(words)} words, {len(freq)} distinct")
ROW = "  {word:<12} {n:>2} {bar}"
for word, n in common:
    print(ROW.format(word=word, n=n, bar="#" * n))
numbers = re.findall(r"(\d+)\s*(days|EUR)", text)
for value, unit in numbers:
    print(f"  found {int(value):>3} {unit}")
summary = "; ".join(d["title"] for d in docs.values())
print(textwrap.fill("covered: " + summary, width=50, subsequent_indent="  "))
