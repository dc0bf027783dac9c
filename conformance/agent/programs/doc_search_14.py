# Search the docs for several questions and rank hits by term frequency.
import textwrap
from collections import Counter

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
search_docs = LOG.wrap('search_docs', search_docs)

QUERIES = ['policy', 'deploy', 'tests release', 'lunch']
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
        print("    " + textwrap.shorten(d["body"], width=45, placeholder=" ..."))
print("distinct documents:", sorted(seen))
