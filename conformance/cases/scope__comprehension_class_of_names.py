x = 10
result = [x + i for i in range(3)]
print(result)
funcs = [lambda: i for i in range(3)]
print([f() for f in funcs])
print([[i * j for j in range(3)] for i in range(2)])
i = 'outer i'
print([i for i in 'ab'], i)
