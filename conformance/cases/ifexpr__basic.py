for n in range(-2, 3):
    print(n, 'neg' if n < 0 else 'zero' if n == 0 else 'pos')
x = 5
y = x * 2 if x > 3 else x / 2
print(y)
print([i if i % 2 else -i for i in range(5)])
print((lambda v: 'big' if v > 10 else 'small')(11))
