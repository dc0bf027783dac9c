from concurrent.futures import ThreadPoolExecutor, wait, FIRST_COMPLETED, ALL_COMPLETED, FIRST_EXCEPTION

def task(n):
    if n < 0:
        raise ValueError(n)
    return n + 1

with ThreadPoolExecutor(max_workers=3) as ex:
    fs = [ex.submit(task, n) for n in (1, 2, 3)]
    done, not_done = wait(fs, return_when=FIRST_COMPLETED)
    print(len(done) >= 1, len(done) + len(not_done))
    done, not_done = wait(fs, timeout=5)
    print(sorted(f.result() for f in done), not_done)
    res = wait(fs + [ex.submit(task, -1)], return_when=FIRST_EXCEPTION)
    print(type(res).__name__, len(res.done) >= 1)
    print(sorted(type(f.exception()).__name__ for f in res.done if f.exception()))
    print(wait([], return_when=ALL_COMPLETED))
