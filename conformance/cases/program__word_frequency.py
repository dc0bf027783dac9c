text = """It was the best of times, it was the worst of times, it was the age
of wisdom, it was the age of foolishness, it was the epoch of belief"""
words = []
for raw in text.lower().split():
    w = raw.strip('.,;:!?')
    if w:
        words.append(w)
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
print('total words:', len(words), 'unique:', len(counts))
for word, n in ranked[:6]:
    bar = '#' * n
    print(f'{word:>8} {n:2d} {bar}')
by_len = {}
for w in counts:
    by_len.setdefault(len(w), []).append(w)
for length in sorted(by_len):
    print(length, sorted(by_len[length]))
longest = max(counts, key=lambda w: (len(w), w))
print('longest:', longest)
