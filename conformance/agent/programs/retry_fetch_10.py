# Fetch several endpoints with a bounded retry loop and a backoff schedule.
import json

# --- tool call log ---
class ToolLog:
    def __init__(self):
        self.entries = []

    def wrap(self, name, tool):
        def call(*args, **kwargs):
            try:
                result = tool(*args, **kwargs)
            except Exception as exc:
                self.entries.append((name, "error", str(exc)[:30]))
                raise
            self.entries.append((name, "ok", type(result).__name__))
            return result
        return call

    def summary(self):
        ok = sum(1 for e in self.entries if e[1] == "ok")
        return f"{len(self.entries)} call(s), {ok} ok"

LOG = ToolLog()
fetch_url = LOG.wrap('fetch_url', fetch_url)

URLS = ['https://api.example.com/missing', 'https://api.example.com/status', 'https://flaky.example.com/a', 'https://flaky.example.com/b']
MAX_ATTEMPTS = 4
log = []

def backoff(attempt, base=0.5, cap=4.0):
    return min(cap, base * 2 ** (attempt - 1))

def fetch_with_retry(url):
    for attempt in range(1, MAX_ATTEMPTS + 1):
        try:
            return fetch_url(url)
        except (ConnectionError, TimeoutError) as exc:
            log.append(f"{url}: {type(exc).__name__} on try {attempt}, "
                       f"waiting {backoff(attempt)}s")
    raise ConnectionError(f"gave up on {url} after {MAX_ATTEMPTS} attempts")

results = {}
for url in URLS:
    try:
        body = fetch_with_retry(url)
    except LookupError as exc:
        print("not found:", exc)
        results[url] = None
        continue
    except (ConnectionError, TimeoutError) as exc:
        print("failed:", exc)
        results[url] = None
        continue
    data = json.loads(body)
    results[url] = data
    print(url.split("/")[-1] or url, "->", sorted(data))

for line in log:
    print(" ", line)
failed = [u for u, r in results.items() if r is None]
if failed:
    raise RuntimeError(f"{len(failed)} url(s) failed: {failed[0]}")
print("log:", LOG.summary())
for name, status, detail in LOG.entries[-3:]:
    print(f"  {name}: {status} {detail}")
