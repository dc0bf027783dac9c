import threading
from concurrent.futures import ThreadPoolExecutor

seen = []

def record(tag):
    seen.append((tag, threading.current_thread().name))

t = threading.Thread(target=record, args=("t",), name="collector")
t.start(); t.join()
with ThreadPoolExecutor(max_workers=1, thread_name_prefix="fetcher") as ex:
    for tag in "abc":
        ex.submit(record, tag)
print(seen)
print(threading.current_thread().name, threading.current_thread() is threading.main_thread())
print(t.daemon, threading.Thread(target=len, daemon=True).daemon)
t2 = threading.Thread(target=len, args=("x",), name="renamed")
t2.name = "worker-7"
print(t2.name, t2.ident is None)
t2.start()
print(isinstance(t2.ident, int))
