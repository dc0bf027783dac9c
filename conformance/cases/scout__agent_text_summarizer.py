import re
from collections import Counter
import textwrap

ARTICLE = """Python is a high-level programming language. Its design philosophy emphasizes code readability.
Python is dynamically typed and garbage-collected. It supports multiple programming paradigms.
Guido van Rossum began working on Python in the late 1980s. Python consistently ranks as one of the
most popular programming languages. Many developers use Python for data science and automation."""
STOP = set("is a its and it the of on in as one for to many use began working late most".split())
sentences = re.split(r"(?<=[.!?])\s+", ARTICLE.replace("\n", " "))
words = [w for w in re.findall(r"[a-z][a-z-]+", ARTICLE.lower()) if w not in STOP]
freq = Counter(words)
top = freq.most_common(5)
print(top)
def score(s):
    toks = re.findall(r"[a-z][a-z-]+", s.lower())
    return sum(freq[t] for t in toks if t not in STOP) / (len(toks) or 1)
ranked = sorted(range(len(sentences)), key=lambda i: score(sentences[i]), reverse=True)[:2]
summary = " ".join(sentences[i] for i in sorted(ranked))
print(textwrap.fill(summary, width=50, initial_indent="> ", subsequent_indent="> "))
print(f"{len(sentences)} sentences, {len(words)} content words, ratio {len(summary) / len(ARTICLE):.0%}")
keywords = ", ".join(w for w, _ in top)
print(textwrap.shorten(f"Keywords: {keywords}", 30))
print(sentences[10])
