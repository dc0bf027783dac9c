print(bool(), bool(0), bool(1), bool(-1), bool(0.0), bool('0'), bool(' '))
print(bool([]), bool([[]]), bool({}), bool(range(0)), bool(0j), bool(None))
print(bool('False'), bool(float('nan')), int(bool('x')))
print(True + True, True and 'x', str(True), repr(False))
