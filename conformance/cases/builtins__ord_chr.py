print(ord('a'), ord('A'), ord('0'), ord('é'), ord('€'), ord('\n'))
print(chr(97), chr(8364), chr(48), repr(chr(0)), chr(0x1F600) == '\U0001F600')
print(''.join(chr(ord(c) + 1) for c in 'HAL'))
try:
    ord('ab')
except TypeError as e:
    print(type(e).__name__, e)
try:
    ord('')
except TypeError as e:
    print(type(e).__name__, e)
try:
    chr(-1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    chr(0x110000)
except ValueError as e:
    print(type(e).__name__, e)
