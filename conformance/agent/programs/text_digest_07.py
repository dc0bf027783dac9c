# Build a digest of the docs matching a few queries: top words and key facts.
import re
import textwrap
from string import Template

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

QUERIES = ['nothing here', 'security', 'deploy']
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
ROW = Template("  ${word}: ${n} ${bar}")
for word, n in common:
    print(ROW.substitute(word=word, n=n, bar="#" * n))
summary = "; ".join(d["title"] for d in docs.values())
print(textwrap.fill("covered: " + summary, width=50, subsequent_indent="  "))
