print(abs(-7), abs(7.5), abs(-0), abs(3 - 4j), abs(False))
print(pow(2, 8), pow(2, -2), pow(-2, 2), pow(2.5, 2), pow(9, 0.5))
print(pow(7, 2, 5), pow(-7, 2, 5), pow(7, 2, -5), pow(123456789, 987654321, 1000000007))
print(pow(base=2, exp=5), pow(4, -1, 9))
