data = ['1', '2', 'x', '4']
try:
    nums = [int(s) for s in data]
except ValueError as e:
    print(type(e).__name__, e)
print([int(s) for s in data if s.isdigit()])
try:
    print({k: 1 / k for k in range(-2, 3)})
except ZeroDivisionError as e:
    print(type(e).__name__, e)
print([1 / k for k in range(-1, 2)])
