# the context manager releases the view; a released view refuses every use
data = bytearray(b"spam")
with memoryview(data) as mv:
    print(mv.tobytes(), mv.readonly)
    with mv[1:] as tail:
        print(bytes(tail))
print(repr(mv).startswith("<released memory at 0x"))
for label, use in [("len", lambda: len(mv)), ("item", lambda: mv[0]), ("tobytes", mv.tobytes),
                   ("tolist", mv.tolist), ("nbytes", lambda: mv.nbytes), ("obj", lambda: mv.obj),
                   ("cast", lambda: mv.cast("c")), ("bytes", lambda: bytes(mv)),
                   ("eq", lambda: mv == b"spam"), ("hex", mv.hex), ("format", lambda: mv.format)]:
    try:
        print(label, use())
    except ValueError as e:
        print(label, "ValueError:", e)
print(mv == mv, mv != memoryview(b""))
mv.release()
mv.release()
data.extend(b"!!")
print(data)
m2 = memoryview(b"abc")
with m2:
    pass
try:
    with m2:
        pass
except ValueError as e:
    print("ValueError:", e)
def reader(view):
    with view:
        return view[0]
print(reader(memoryview(b"Z")))
try:
    memoryview(3)
except TypeError as e:
    print("TypeError:", e)
try:
    memoryview("text")
except TypeError as e:
    print("TypeError:", e)
try:
    memoryview()
except TypeError as e:
    print("TypeError:", e)
print(memoryview(object=b"kw").tobytes())
memoryview(None)
