def average(xs):
    return sum(xs) / len(xs)

data = {"q1": [10, 20, 30], "q2": [5], "q3": []}
for k in data:
    try:
        print(k, average(data[k]))
    except ZeroDivisionError as e:
        print(k, "error:", e)
print(10 // 3, -10 // 3, 10 % -3, divmod(-7, 2), 2 ** -1)
for expr in ["1 % 0", "1.0 / 0", "divmod(1, 0)", "0 ** -1"]:
    try:
        eval(expr)
    except ZeroDivisionError as e:
        print(expr, "->", e)
rates = {"a": 0}
print(100 / rates["a"])
