import time

t0 = time.perf_counter()
total = sum(range(10000))
elapsed = time.perf_counter() - t0
print(total, elapsed >= 0, f"{min(elapsed, 0.0):.2f}s")
start = time.time()
print(type(start).__name__, start > 1e9, time.monotonic() >= 0)
time.sleep(0.01)
print(time.strftime("%Y", time.gmtime(0)), time.gmtime(86400 * 365).tm_year, time.localtime(0).tm_year in (1969, 1970))
print(time.strftime("%H:%M:%S", time.gmtime(3661)), time.mktime(time.gmtime(0)) is not None)
st = time.strptime("2024-03-01", "%Y-%m-%d")
print(st.tm_year, st.tm_mon, st.tm_wday, st.tm_yday)
print(time.time_ns() > 0, isinstance(time.process_time(), float))
print(time.asctime(time.gmtime(0)), time.ctime(0)[:3] in ("Thu", "Wed"))
print(len(time.strftime("%Y-%m-%d")), time.strftime("%Z") in ("UTC", time.tzname[0]), time.thread_time() >= 0)
