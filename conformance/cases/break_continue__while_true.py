n = 0
while True:
    n += 1
    if n % 3 == 0:
        continue
    if n > 10:
        break
    print(n, end=' ')
print()
print('final', n)
stack = [1, [2, [3, [4]]]]
depth = 0
while True:
    if len(stack) < 2:
        break
    stack = stack[1]
    depth += 1
print('depth', depth, stack)
