def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
def collatz(n):
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps
def bsearch(xs, target):
    lo, hi = 0, len(xs) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if xs[mid] == target:
            return mid
        if xs[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -(lo + 1)
print(gcd(1071, 462), gcd(17, 5), [collatz(n) for n in range(1, 12)], max(range(1, 1000), key=collatz))
xs = [1, 3, 5, 7, 9, 11]
print([bsearch(xs, t) for t in (1, 7, 11, 0, 6, 12)])
n, digits = 9875, []
while n:
    n, d = divmod(n, 10)
    digits.append(d)
else:
    print("digits", digits[::-1])
