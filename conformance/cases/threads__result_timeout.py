from concurrent.futures import Future, ThreadPoolExecutor, TimeoutError as FuturesTimeout
import concurrent.futures

print(FuturesTimeout is TimeoutError, concurrent.futures.TimeoutError is TimeoutError)
f = Future()
try:
    f.result(timeout=0.02)
except TimeoutError:
    print("timed out waiting for result")
try:
    f.exception(timeout=0.01)
except TimeoutError:
    print("timed out waiting for exception")
with ThreadPoolExecutor(2) as ex:
    print(ex.submit(sum, [1, 2, 3]).result(timeout=1))
