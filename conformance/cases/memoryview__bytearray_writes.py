# a view over a bytearray writes through; the bytearray cannot resize while exported
buf = bytearray(b"abcdefgh")
mv = memoryview(buf)
print(mv.readonly)
mv[0] = ord("A")
mv[1:3] = b"BC"
mv[-2:] = memoryview(b"GH")
print(buf, mv.tobytes())
mv[::2] = b"wxyz"
print(buf)
for bad in (b"toolong", b""):
    try:
        mv[0:2] = bad
    except ValueError as e:
        print("ValueError:", e)
try:
    mv[0] = 256
except ValueError as e:
    print("ValueError:", e)
try:
    buf.append(1)
except BufferError as e:
    print("BufferError:", e)
try:
    buf.extend(b"zz")
except BufferError as e:
    print("BufferError:", e)
try:
    del buf[0]
except BufferError as e:
    print("BufferError:", e)
buf[0] = 0x61  # same size: allowed
print(mv[0], bytes(mv[:1]))
ro = mv.toreadonly()
print(ro.readonly, ro.obj is buf)
try:
    ro[0] = 1
except TypeError as e:
    print("TypeError:", e)
mv.release()
ro.release()
buf.append(0x21)
print(buf, len(buf))
view = memoryview(buf)
sub = view[2:4]
view.release()
try:
    buf.append(1)
except BufferError as e:
    print("BufferError with a live sub-view:", e)
sub.release()
buf.append(1)
print(len(buf))
