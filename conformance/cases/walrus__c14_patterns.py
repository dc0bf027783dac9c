import re
data = [3, 8, 1, 9, 4]
if (n := len(data)) > 3:
    print(f"{n} items")
print([y for x in data if (y := x * x) > 10], y)
lines = iter(["a=1", "b=2", "", "c=3"])
while (line := next(lines, None)) is not None and line:
    print("line", line)
for s in ["id: 42", "no match", "id: 7"]:
    if m := re.search(r"id: (\d+)", s):
        print(int(m[1]) * 2)
    else:
        print("miss", repr(s))
total = 0
running = [total := total + x for x in data]
print(running, total)
print((z := 5, z + 1), [v for v in range(3) if (w := v) or True][-1], w)
