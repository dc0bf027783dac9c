# Summarise documents: word frequencies, keyword extraction, sentence splitting and wrapping.
import re
import string
import textwrap
from collections import Counter

STOP = set("the a an and or to of in your before every for are is be up per day first".split())
docs = search_docs("")
corpus = " ".join(d["body"] for d in docs)
words = [w.strip(string.punctuation).lower() for w in corpus.split()]
freq = Counter(w for w in words if w and w not in STOP)
print("top words:", freq.most_common(6))
for d in docs:
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", d["body"]) if s.strip()]
    keywords = sorted({w for w in re.findall(r"[a-z]+", d["body"].lower()) if freq[w] == 1})[:4]
    print(f"{d['id']} {d['title']!r}: {len(sentences)} sentence(s); unique words {keywords}")
    wrapper = textwrap.TextWrapper(width=50, initial_indent="  * ", subsequent_indent="    ",
                                   max_lines=2, placeholder=" ...")
    for s in sentences:
        print(wrapper.fill(s))
title_case = [d["title"].title() for d in docs]
print(title_case, [t.swapcase() for t in title_case[:1]])
table = str.maketrans({"a": "4", "e": "3", "o": "0"})
print("leet:", docs[0]["title"].translate(table), "|", "hello".center(11, "*"), "|", "x".zfill(4))
print("emails:", re.findall(r"[\w.]+@[\w.]+\w", corpus))
print("numbers:", [int(n) for n in re.findall(r"\b\d+\b", corpus)])
print(textwrap.shorten(corpus, width=60), len(corpus.split()))
acronym = "".join(w[0].upper() for w in "read the security policy".split())
print(acronym, "policy" in corpus, corpus.count("the"), corpus.find("deploy"), corpus.rfind("e"))
print("%-10s|%5.1f|%03d|%s" % ("pct", 12.345, 7, ["a"]), "{0}{1}{0}".format("ab", "-"))
