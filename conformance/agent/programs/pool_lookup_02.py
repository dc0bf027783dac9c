# Look up each user in parallel with a thread pool, then report.
from concurrent.futures import ThreadPoolExecutor, as_completed, wait

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
get_user = LOG.wrap('get_user', get_user)

ITEMS = [1, 42, 5, 4, 2]

def describe(res):
    return f"{res['name']} ({res['team']})"


def fetch(item):
    try:
        return item, get_user(item), None
    except LookupError as exc:
        return item, None, f"{type(exc).__name__}: {exc}"

with ThreadPoolExecutor(max_workers=8) as pool:
    futures = [pool.submit(fetch, item) for item in ITEMS]
rows = []
for item, future in zip(ITEMS, futures):
    try:
        rows.append(future.result())
    except LookupError as exc:
        rows.append((item, None, f"{type(exc).__name__}: {exc}"))

ok = 0
for item, res, err in rows:
    if err:
        print(f"{item!s:<10} error  {err}")
    else:
        ok += 1
        print(f"{item!s:<10} {describe(res)}")
print(f"{ok}/{len(ITEMS)} lookups succeeded")
