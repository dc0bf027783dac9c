from concurrent.futures import ThreadPoolExecutor, as_completed
import threading

def work(n):
    return n, sum(i * i for i in range(n))

with ThreadPoolExecutor(max_workers=3) as ex:
    results = list(ex.map(work, [10, 100, 1000]))
    print(results)
    futs = {ex.submit(work, n): n for n in [5, 6, 7]}
    got = sorted(f.result() for f in as_completed(futs))
    print(got)
    f = ex.submit(lambda: 1 / 0)
    print(type(f.exception()).__name__)
lock = threading.Lock()
counter = {"n": 0}
def inc():
    for _ in range(100):
        with lock:
            counter["n"] += 1
threads = [threading.Thread(target=inc) for _ in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(counter["n"])
with ThreadPoolExecutor() as ex:
    ex.submit(int, "nope").result()
