import sys

sys.setrecursionlimit(10 ** 4)
def depth(n):
    return 1 if n == 0 else 1 + depth(n - 1)
print(depth(950))
