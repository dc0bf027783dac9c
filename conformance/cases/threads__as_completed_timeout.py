from concurrent.futures import Future, as_completed, ThreadPoolExecutor

with ThreadPoolExecutor(2) as ex:
    done = [ex.submit(len, s) for s in ("ab", "cde")]
stuck = Future()
got = []
try:
    for f in as_completed(done + [stuck], timeout=0.05):
        got.append(f.result())
except TimeoutError as e:
    print("TimeoutError:", e)
print(sorted(got))
print(sorted(f.result() for f in as_completed(done + done)))
