x = "global x"
squares = [x * x for x in range(5)]
print(x, squares)
nums = [1, 2, 3]
pairs = [(a, b) for a in nums for b in nums if a < b]
print(pairs)
matrix = [[i * 3 + j for j in range(3)] for i in range(3)]
print(matrix, [row[i] for i, row in enumerate(matrix)])
print([[row[i] for row in matrix] for i in range(3)])
print({k: v for k, v in zip("abc", range(3)) if v})
print({c.lower() for c in "AaBb"} == {"a", "b"})
gen = (n * 2 for n in nums)
nums.append(4)
print(list(gen))

class Config:
    factor = 3
    values = [1, 2, 3]
    scaled = [v * 2 for v in values]
    try:
        bad = [v * factor for v in values]
    except NameError as e:
        error = str(e)

print(Config.scaled, Config.error)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
funcs = [lambda i=i: i for i in range(3)]
print([f() for f in funcs])
total = 0
print([total := total + n for n in range(5)], total)
print([y for x in [[1, 2], [3]] for y in x])
print(any(n > 2 for n in nums), all(n > 0 for n in nums), sum(n for n in nums if n % 2))
