import re
data = ["id=1 score=88", "junk", "id=2 score=91", "id=3", "id=4 score=70"]
parsed = [m.groupdict() for line in data if (m := re.match(r"id=(?P<id>\d+) score=(?P<score>\d+)", line))]
print(parsed)
if (n := len(parsed)) > 2:
    print(f"{n} valid rows")
totals = {}
for p in parsed:
    totals[p["id"]] = (s := int(p["score"])) * 2 if s > 80 else s
print(totals, s)
matrix = [[1, 2, 3], [4, 5, 6]]
print({(i, j): v for i, row in enumerate(matrix) for j, v in enumerate(row) if v % 2 == 0})
print({v for row in matrix for v in row} - {1}, [x if x > 2 else -x for x in range(5)])
gen = (w.upper() for w in "a bb ccc".split() if len(w) > 1)
print(list(gen), [[j for j in range(i)] for i in range(4)])
print(sum(x * x for x in range(10) if x % 3 == 0), max((len(w), w) for w in ["aa", "b", "ccc"]))
nested = [y for x in [[1, 2], [3]] for y in x]
print(nested, dict(zip("abc", nested)), [*range(3), *"xy"], {**{"a": 1}, "b": 2})
chunks = [data[i:i + 2] for i in range(0, len(data), 2)]
print(chunks)
values = [1, 2, 3]
while (v := values.pop()) != 1:
    print("popped", v)
print([i for i in range(3) if (sq := i * i) > 0], sq)
print([undefined_name for _ in range(1)])
