eg = BaseExceptionGroup('m', [ValueError(1)])
print(type(eg).__name__, isinstance(eg, Exception))
beg = BaseExceptionGroup('m', [KeyboardInterrupt()])
print(type(beg).__name__, isinstance(beg, Exception))
try:
    ExceptionGroup('bad', [])
except ValueError as e:
    print(type(e).__name__, e)
try:
    ExceptionGroup('bad', [1])
except ValueError as e:
    print(type(e).__name__, e)
print(len(eg.exceptions), str(ExceptionGroup('x', [ValueError(1), ValueError(2)])))
