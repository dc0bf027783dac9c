text = 'the quick brown the lazy the end quick'
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
groups = {}
for w in text.split():
    groups.setdefault(len(w), []).append(w)
print(groups)
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
print(top[:3])
print(max(counts, key=counts.get), min(counts.values()))
