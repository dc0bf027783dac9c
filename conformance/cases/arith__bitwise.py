print(12 & 10, 12 | 10, 12 ^ 10, ~12, ~-1)
print(-12 & 10, -12 | 10, -12 ^ 10)
print(1 << 10, 1024 >> 3, -1024 >> 3, -1 >> 100)
print(5 << 0, 0 << 50, 1 << 70)
print(bin(0b1100 & ~0b0100))
print(True & False, True | False, True ^ True, type(True & True).__name__)
try:
    print(1 << -1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    print(1.0 | 2)
except TypeError as e:
    print(type(e).__name__, e)
