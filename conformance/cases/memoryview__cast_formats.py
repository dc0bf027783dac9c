# cast with the formats CPython supports; tolist of casts, 2-D shapes
raw = bytes(range(16))
mv = memoryview(raw)
for fmt in ("B", "b", "c", "H", "h", "I", "i", "L", "l", "Q", "q", "f", "d", "?", "e", "N", "n", "P"):
    try:
        c = mv.cast(fmt)
        print(fmt, c.itemsize, len(c), c.format, c.nbytes, c.tolist()[:2])
    except (TypeError, ValueError) as e:
        print(fmt, type(e).__name__, e)
print(memoryview(b"\x01\x00\x00\x00\x02\x00\x00\x00").cast("<i" if False else "i").tolist())
grid = memoryview(bytearray(range(6))).cast("B", shape=[2, 3])
print(grid.ndim, grid.shape, grid.strides, grid.tolist(), len(grid), grid.nbytes)
print(grid.cast("B").tolist(), grid.tobytes(), grid.hex())
cube = mv.cast("B", shape=[2, 2, 4])
print(cube.shape, cube.tolist())
print(memoryview(b"\x00\x00\x80\x3f").cast("f").tolist())
back = mv.cast("H").cast("B")
print(back.format, back.tolist() == list(raw))
for args in (("x",), ("H", [3]), ("B", [5, 5])):
    try:
        mv.cast(*args)
    except (TypeError, ValueError) as e:
        print(args, type(e).__name__, e)
try:
    mv.cast("H").cast("I")
except TypeError as e:
    print("TypeError:", e)
try:
    grid[0]
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    mv[::2].cast("H")
except TypeError as e:
    print("TypeError:", e)
try:
    memoryview(b"abc").cast("H")
except TypeError as e:
    print("TypeError:", e)
