print(abs(-5), abs(5), abs(-2.5), abs(0), abs(-0.0))
print(abs(-10 ** 30), abs(True), abs(-3 + 4j))
print(-(-5), +(-5), -0.0, +(-0.0))
try:
    abs('x')
except TypeError as e:
    print(type(e).__name__, e)
