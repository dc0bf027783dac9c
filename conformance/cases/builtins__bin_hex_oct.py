print(bin(10), hex(255), oct(8), bin(0), hex(0), oct(0))
print(bin(-10), hex(-255), oct(-8), bin(-1), hex(2 ** 64))
print(bin(True), hex(16)[2:], int(bin(37), 2), int(hex(999), 16), int(oct(64), 8))
try:
    hex(1.5)
except TypeError as e:
    print(type(e).__name__, e)
try:
    bin('1')
except TypeError as e:
    print(type(e).__name__, e)
