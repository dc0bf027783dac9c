# Search the docs for several questions and rank hits by term frequency.
import textwrap
from collections import Counter

# --- tool call log ---
import functools
from collections import Counter as _Counter

CALLS = _Counter()
FAILURES = []

def logged(tool):
    @functools.wraps(tool)
    def wrapper(*args, **kwargs):
        CALLS[tool.__name__] += 1
        try:
            return tool(*args, **kwargs)
        except Exception as exc:
            FAILURES.append((tool.__name__, type(exc).__name__))
            raise
    return wrapper

search_docs = logged(search_docs)

QUERIES = ['security', 'tests release', 'lunch', 'receipts travel', 'laptop']
seen = set()
for q in QUERIES:
    hits = search_docs(q)
    if not hits:
        print(f"{q!r}: no results")
        continue
    terms = q.lower().split()
    def score(doc):
        words = Counter(w.strip(".,!?").lower() for w in doc["body"].split())
        return sum(words[t] for t in terms) + (2 if any(t in doc["title"].lower()
                                                      for t in terms) else 0)
    ranked = sorted(hits, key=lambda d: (-score(d), d["id"]))
    print(f"{q!r}: {len(hits)} hit(s)")
    for d in ranked:
        new = "" if d["id"] in seen else " [new]"
        seen.add(d["id"])
        print(f"  {d['id']} {d['title']} score={score(d)}{new}")
        print("    " + textwrap.shorten(d["body"], width=30, placeholder=" ..."))
print("distinct documents:", sorted(seen))
