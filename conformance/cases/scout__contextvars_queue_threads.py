import contextvars
import queue
import threading

request_id = contextvars.ContextVar("request_id", default="none")
def handler():
    return f"handling {request_id.get()}"
print(handler())
token = request_id.set("req-1")
print(handler())
request_id.reset(token)
print(handler())
ctx = contextvars.copy_context()
print(ctx.run(lambda: (request_id.set("inside"), request_id.get())[1]), request_id.get())
q = queue.Queue()
for i in range(3):
    q.put(i)
print(q.qsize(), q.get(), q.get_nowait(), q.empty())
pq = queue.PriorityQueue()
for item in [(3, "c"), (1, "a"), (2, "b")]:
    pq.put(item)
print([pq.get()[1] for _ in range(3)])
lq = queue.LifoQueue()
lq.put(1); lq.put(2)
print(lq.get())
results = []
lock = threading.Lock()
def worker(n):
    with lock:
        results.append(n * n)
ts = [threading.Thread(target=worker, args=(i,)) for i in range(5)]
[t.start() for t in ts]
[t.join() for t in ts]
print(sorted(results))
ev = threading.Event()
print(ev.is_set(), ev.wait(0.001))
ev.set()
print(ev.is_set(), threading.current_thread().name)
local = threading.local()
local.x = 5
print(local.x)
try:
    q.get_nowait()
    q.get_nowait()
except queue.Empty:
    print("queue empty")
request_id.get("x") if False else None
print(contextvars.ContextVar("no_default").get("fallback"), request_id.name)
raise LookupError(request_id.name)
