s = "abcdefghij"
lst = list(range(10))
print(s[2:5], s[:3], s[-3:], s[::2], s[1::3], s[::-1], s[-2:2:-2], s[5:2], s[100:])
print(lst[slice(1, 8, 2)], lst[-1::-3], lst[:-7:-1])
lst[2:5] = ["x"]
print(lst)
lst[::2] = [0] * len(lst[::2])
print(lst)
del lst[1::2]
print(lst)
try:
    lst[::2] = [1]
except ValueError as e:
    print(e)
sl = slice(2, None, -1)
print(sl.start, sl.stop, sl.step, sl.indices(10), "hello"[sl])
def chunks(seq, n):
    return [seq[i:i + n] for i in range(0, len(seq), n)]
print(chunks("abcdefg", 3), chunks(list(range(5)), 2), chunks((1, 2, 3), 5))
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([row[1:] for row in matrix[1:]], [row[::-1] for row in matrix][::-1])
b = bytearray(b"hello")
b[1:3] = b"EY"
print(b, b[::-1], bytes(b[-2:]), range(10)[2:8:3], list(range(10)[::-4]))
