import threading

lock = threading.Lock()
lock.acquire()
print(lock.acquire(timeout=0.01))
print(lock.acquire(False))
try:
    lock.acquire(False, 1)
except ValueError as e:
    print("ValueError:", e)
try:
    lock.acquire(timeout=-5)
except ValueError as e:
    print("ValueError:", e)
lock.release()
with lock:
    print("inside", lock.locked())
print(type(lock).__name__, type(threading.RLock()).__name__, threading.ThreadError is RuntimeError)
