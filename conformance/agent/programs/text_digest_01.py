# Build a digest of the docs matching a few queries: top words and key facts.
import re
import textwrap

QUERIES = ['security', 'policy', 'release', 'keys']
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
words = [w.strip(".,!?;:").lower() for w in text.split()
         if w.strip(".,!?;:").isalpha()]
freq = {}
for w in words:
    if w not in STOP:
        freq[w] = freq.get(w, 0) + 1
common = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP]
print(f"{len(docs)} doc(s), {len(words)} words, {len(freq)} distinct")
ROW = "  {word:<12} {n:>2} {bar}"
for word, n in common:
    print(ROW.format(word=word, n=n, bar="#" * n))
emails = sorted(set(re.findall(r"[\w.+-]+@[\w-]+\.[\w.]+", text)))
numbers = [int(n) for n in re.findall(r"\b\d+\b", text)]
print("emails:", emails or "none", "| numbers:", numbers)
summary = "; ".join(d["title"] for d in docs.values())
print(textwrap.fill("covered: " + summary, width=50, subsequent_indent="  "))
