import concurrent.futures as cf

def work(x):
    return x * 10

with cf.ThreadPoolExecutor(max_workers=1) as ex:
    f = ex.submit(work, 4)
    print(f.result(), f.done(), f.running(), f.cancelled(), f.cancel())
    print(f.exception())

manual = cf.Future()
print(manual.done(), manual.cancelled(), manual.running())
print(manual.set_running_or_notify_cancel(), manual.running())
manual.set_result({"ok": True})
print(manual.result(), manual.done())
try:
    manual.set_result(1)
except cf.InvalidStateError as e:
    print("InvalidStateError:", str(e).split(":")[0])

c = cf.Future()
print(c.cancel(), c.cancelled(), c.done())
try:
    c.result()
except cf.CancelledError:
    print("cancelled result raises CancelledError")
print(c.set_running_or_notify_cancel())
