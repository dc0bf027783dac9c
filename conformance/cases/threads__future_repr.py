import re
from concurrent.futures import Future, ThreadPoolExecutor

def clean(text):
    return re.sub(r"0x[0-9a-f]+", "0x...", text)

f = Future()
print(clean(repr(f)))
f.set_result([1, 2])
print(clean(repr(f)))
g = Future()
g.set_exception(KeyError("k"))
print(clean(repr(g)))
with ThreadPoolExecutor(1) as ex:
    h = ex.submit(str, 5)
    print(clean(repr(h.result())), clean(repr(h)))
