ns = {"data": [3, 1, 4, 1, 5, 9, 2, 6]}
print(eval("[y for x in data if (y := x * 2) > 6]", ns))
print(eval("max(data, key=lambda v: (v % 3, v))", ns))
print(eval("{k: v for k, v in zip('abc', data)}", ns))
print(eval("sum(x for x in data if x % 2)", ns))
exec("squares = {x: x * x for x in data}\nodd = sorted({x for x in data if x % 2})", ns)
print(ns["squares"][9], ns["odd"])
print(eval("(lambda *a, **k: (a, k))(1, 2, z=3)"))
print(eval("f'{data[0]:>4}|{len(data)}'", ns))
