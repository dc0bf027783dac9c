# views over bytes: indexing, slicing (views), len, the shape fields
data = b"hello, world"
mv = memoryview(data)
print(type(mv).__name__, isinstance(mv, memoryview), len(mv))
print(mv[0], mv[-1], mv[4], mv[len(mv) - 1])
part = mv[7:12]
print(type(part).__name__, bytes(part), part.tobytes(), len(part), part.obj is data)
print(mv[::2].tobytes(), mv[::-1].tobytes(), mv[3:3].tobytes(), mv[100:].tobytes())
print(mv.readonly, mv.nbytes, mv.itemsize, mv.format, mv.ndim, mv.shape, mv.strides)
print(mv.c_contiguous, mv.f_contiguous, mv.contiguous, mv.suboffsets)
print(mv[::2].contiguous, mv[::2].strides, mv[::2].nbytes)
print(mv.tolist()[:5], mv.hex(), mv[:4].hex("-"), mv[:6].hex(":", 2))
print(bytes(mv) == data, bytearray(mv), list(mv[:3]), tuple(mv[:3]), [b for b in mv[:2]])
print(sum(mv), max(mv), min(mv), sorted(mv[:5]), set(mv[:3]) == {104, 101, 108})
print(97 in memoryview(b"abc"), 120 in memoryview(b"abc"))
try:
    mv[20]
except IndexError as e:
    print("IndexError:", e)
try:
    mv["a"]
except TypeError as e:
    print("TypeError:", e)
try:
    mv[0] = 1
except TypeError as e:
    print("TypeError:", e)
mv[999]
