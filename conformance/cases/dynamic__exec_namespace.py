ns = {}
exec("import math\ndef area(r):\n    return round(math.pi * r * r, 2)\nunit = 'cm2'", ns)
print(ns["area"](2), ns["unit"])
print(sorted(k for k in ns if not k.startswith("__")))
exec("total = sum(area(r) for r in (1, 2, 3))", ns)
print(ns["total"])
local_ns = {}
exec("a = 5\nb = a * 2", {}, local_ns)
print(local_ns)
exec("counter = 0\nfor i in range(10):\n    counter += i", ns)
print(ns["counter"])
