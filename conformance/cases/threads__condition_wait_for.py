import threading

items = []
cond = threading.Condition()

def produce(n):
    with cond:
        items.extend(range(n))
        cond.notify_all()

t = threading.Thread(target=produce, args=(4,))
t.start()
with cond:
    ok = cond.wait_for(lambda: len(items) >= 4, timeout=2)
    print("wait_for:", ok, items)
    print("notify while holding:", cond.notify(), cond.notify_all())
    print(cond.wait_for(lambda: len(items) > 10, timeout=0.02))
    print(cond.wait(timeout=0.01))
try:
    cond.notify()
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    cond.wait(0.01)
except RuntimeError as e:
    print("RuntimeError:", e)
t.join()
