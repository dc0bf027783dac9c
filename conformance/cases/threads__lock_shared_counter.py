import threading

counter = 0
lock = threading.Lock()

def increment(times):
    global counter
    for _ in range(times):
        with lock:
            counter += 1

threads = [threading.Thread(target=increment, args=(250,)) for _ in range(4)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print("counter:", counter)
print("locked after:", lock.locked())
print(lock.acquire(), lock.locked(), lock.acquire(blocking=False))
lock.release()
try:
    lock.release()
except RuntimeError as e:
    print("RuntimeError:", e)
