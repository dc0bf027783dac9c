i = 0
total = 0
while i < 10:
    total += i
    i += 1
print(i, total)
n = 27
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print('collatz steps', steps)
while False:
    print('never')
