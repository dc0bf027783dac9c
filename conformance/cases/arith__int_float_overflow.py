print(2.0 ** 1000 > 0)
try:
    print(2.0 ** 10000)
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(float(10 ** 400))
except OverflowError as e:
    print(type(e).__name__, e)
try:
    print(10 ** 400 / 3)
except OverflowError as e:
    print(type(e).__name__, e)
print(10 ** 400 // 10 ** 399)
