import threading

errors = []

def flaky(n):
    try:
        if n % 2:
            raise ConnectionError(f"request {n} reset")
        done.append(n)
    except ConnectionError as exc:
        errors.append((threading.current_thread().name, type(exc).__name__, str(exc)))

done = []
ts = [threading.Thread(target=flaky, args=(n,), name=f"req-{n}") for n in range(4)]
for t in ts:
    t.start()
for t in ts:
    t.join()
print(sorted(done))
for e in sorted(errors):
    print(e)
print([t.is_alive() for t in ts])
args = threading.ExceptHookArgs((ValueError, ValueError("v"), None, ts[0]))
print(args.exc_type.__name__, args.thread.name, len(args))
