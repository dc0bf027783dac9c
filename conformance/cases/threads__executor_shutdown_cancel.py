from concurrent.futures import ThreadPoolExecutor

ex = ThreadPoolExecutor(max_workers=2)
f1 = ex.submit(lambda: "first")
ex.shutdown(wait=True, cancel_futures=True)
print(f1.result(), f1.done())
try:
    ex.submit(print, "late")
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    ThreadPoolExecutor(max_workers=0)
except ValueError as e:
    print("ValueError:", e)
try:
    ThreadPoolExecutor(initializer=42)
except TypeError as e:
    print("TypeError:", e)
with ThreadPoolExecutor(max_workers=3) as ex2:
    pass
print(ex2._max_workers)
