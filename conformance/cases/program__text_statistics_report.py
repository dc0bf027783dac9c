import re
import string
from collections import Counter

text = """Python is a programming language that lets you work quickly and integrate
systems more effectively. Python is powerful... and fast; plays well with others;
runs everywhere; is friendly & easy to learn; is Open."""
sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
words = re.findall(r"[A-Za-z']+", text)
print("sentences:", len(sentences))
print("words:", len(words), "unique:", len({w.lower() for w in words}))
print("avg word length:", round(sum(map(len, words)) / len(words), 2))
print("longest:", sorted({w for w in words if len(w) == max(map(len, words))}))
punct = Counter(c for c in text if c in string.punctuation)
print("punctuation:", sorted(punct.items()))
caps = [w for w in words if w[0].isupper()]
print("capitalized:", Counter(caps).most_common(2))
print("lines:", [len(line) for line in text.splitlines()])
translator = str.maketrans("", "", string.punctuation)
print(text.translate(translator).split()[:8])
