x = 5
print(1 < x < 10, 1 < x > 10, 0 <= x <= 5 < 6)
print(1 == 1 == 1, 1 == 1 == 2, 3 > 2 > 1)
def v(n):
    print('eval', n)
    return n
print(v(1) < v(2) < v(0) < v(5))
print(v(3) < v(2) < v(10))
print(1 < 2 != 3 in [3], 'a' < 'b' in 'abc')
