import re

lines = ["id=1 name=ada", "garbage", "id=2 name=bob", "", "id=x name=bad"]
parsed = [m.groupdict() for line in lines if (m := re.match(r"id=(?P<id>\d+) name=(?P<name>\w+)", line))]
print(parsed)
data = list(range(1, 20))
chunks = []
it = iter(data)
while chunk := [x for _, x in zip(range(5), it)]:
    chunks.append(sum(chunk))
print(chunks)
values = [3, 8, 1, 9, 4]
if (n := len(values)) > 3:
    print(f"{n} values, mean {sum(values) / n}")
print([y for x in values if (y := x * x) > 10], y)
def first_match(pred, items):
    for item in items:
        if (result := pred(item)) is not None:
            return item, result
    return None
print(first_match(lambda s: s.find("o") if "o" in s else None, ["cat", "dog", "cow"]))
stack = [1, 2, 3]
total = 0
while stack and (top := stack.pop()) != 1:
    total += top
print(total, stack, top)
print((a := 5, a + 1), a)
