import time

before = time.monotonic()
time.sleep(0.01)
print(time.monotonic() >= before)
print(time.sleep(0))
for bad in (-1, "1", None):
    try:
        time.sleep(bad)
    except (TypeError, ValueError) as exc:
        print(type(exc).__name__, exc)
