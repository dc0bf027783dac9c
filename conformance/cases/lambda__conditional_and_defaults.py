classify = lambda n: 'fizzbuzz' if n % 15 == 0 else 'fizz' if n % 3 == 0 else 'buzz' if n % 5 == 0 else str(n)
print(' '.join(classify(i) for i in range(1, 16)))
scale = lambda x, factor=2, *, offset=0: x * factor + offset
print(scale(3), scale(3, 3), scale(3, offset=1))
keyf = lambda kv: (-kv[1], kv[0])
print(sorted({'a': 2, 'b': 3, 'c': 2}.items(), key=keyf))
