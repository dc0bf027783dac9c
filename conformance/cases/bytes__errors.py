try:
    b'abc' + 'def'
except TypeError as e:
    print(type(e).__name__, e)
try:
    bytes([256])
except ValueError as e:
    print(type(e).__name__, e)
try:
    bytes('abc')
except TypeError as e:
    print(type(e).__name__, e)
try:
    b'abc'[5]
except IndexError as e:
    print(type(e).__name__, e)
b = b'xyz'
try:
    b[0] = 65
except TypeError as e:
    print(type(e).__name__, e)
print(bytes.fromhex('zz'))
