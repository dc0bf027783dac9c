scores = {"ada": 91, "bob": 78, "cy": 91, "dee": 64, "eve": 85}
ranking = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
for rank, (name, score) in enumerate(ranking, start=1):
    print(f"{rank}. {name:<4}{score}")
dense, prev, r = {}, None, 0
for name, score in ranking:
    if score != prev:
        r += 1
        prev = score
    dense[name] = r
print(dense)
print(list(reversed(ranking))[:2], sorted(scores, key=scores.get)[:2], sorted(scores.values(), reverse=True))
print([i for i, (n, s) in enumerate(ranking) if s > 80], dict(enumerate("abc")))
print(sorted("Hello World", key=lambda c: (c.lower(), c)), "".join(sorted("dcba")))
print(list(zip(*sorted(zip([3, 1, 2], "cab")))))
