from concurrent.futures import ThreadPoolExecutor, as_completed
import threading

attempts = {}
attempts_lock = threading.Lock()

def flaky_fetch(city):
    with attempts_lock:
        attempts[city] = attempts.get(city, 0) + 1
        n = attempts[city]
    if city == "Atlantis":
        raise LookupError(f"unknown city {city!r}")
    if n < 2 and city.startswith("P"):
        raise TimeoutError(f"{city} timed out")
    return {"city": city, "temp": len(city) * 3}

def fetch_with_retry(city, retries=3):
    last = None
    for _ in range(retries):
        try:
            return flaky_fetch(city)
        except TimeoutError as e:
            last = e
    raise last

cities = ["Paris", "Oslo", "Atlantis", "Prague"]
report, failures = [], []
with ThreadPoolExecutor(max_workers=3) as pool:
    future_to_city = {pool.submit(fetch_with_retry, c): c for c in cities}
    for fut in as_completed(future_to_city):
        city = future_to_city[fut]
        try:
            report.append(fut.result())
        except LookupError as e:
            failures.append(f"{city}: {e}")

for row in sorted(report, key=lambda r: r["city"]):
    print(f"{row['city']}: {row['temp']}C after {attempts[row['city']]} attempt(s)")
print("failures:", failures)
