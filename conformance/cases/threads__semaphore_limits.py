import threading
from concurrent.futures import ThreadPoolExecutor

limit = threading.Semaphore(2)
active = []
peak = [0]
state_lock = threading.Lock()

def call_api(i):
    with limit:
        with state_lock:
            active.append(i)
            peak[0] = max(peak[0], len(active))
        total = i * 3
        with state_lock:
            active.remove(i)
        return total

with ThreadPoolExecutor(max_workers=4) as ex:
    print(list(ex.map(call_api, range(6))))
print("peak <= 2:", peak[0] <= 2)
b = threading.BoundedSemaphore(1)
b.acquire()
b.release()
try:
    b.release()
except ValueError as e:
    print("ValueError:", e)
s = threading.Semaphore(0)
print(s.acquire(blocking=False), s.acquire(timeout=0.01))
s.release(3)
print(s.acquire(), s.acquire(), s.acquire(), s.acquire(False))
try:
    threading.Semaphore(-1)
except ValueError as e:
    print(e)
