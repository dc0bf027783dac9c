values = [3, 8, 1, 9, 4]
print([(v, big) for v in values if (big := v > 4)])
print([y for v in values if (y := v * 3) % 2 == 0])
print(y)
seen = set()
uniq = [v for v in [1, 2, 1, 3, 2, 4] if not (v in seen or seen.add(v))]
print(uniq)
