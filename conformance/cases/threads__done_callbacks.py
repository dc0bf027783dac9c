from concurrent.futures import ThreadPoolExecutor, Future

log = []

def on_done(fut):
    if fut.exception() is not None:
        log.append(f"failed: {fut.exception()}")
    else:
        log.append(f"done: {fut.result()}")

def job(n):
    if n == 3:
        raise RuntimeError("job 3 crashed")
    return n * n

with ThreadPoolExecutor(max_workers=1) as ex:
    for n in range(1, 5):
        ex.submit(job, n).add_done_callback(on_done)

print("\n".join(log))
late = Future()
late.set_result("ready")
late.add_done_callback(lambda f: print("called at once with", f.result()))
pending = Future()
pending.add_done_callback(lambda f: print("called on set_result:", f.result()))
print("before set")
pending.set_result(42)
