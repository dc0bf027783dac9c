import json
import time
from dataclasses import dataclass, field

class HTTPError(Exception):
    def __init__(self, status, body=""):
        super().__init__(f"HTTP {status}")
        self.status = status
        self.body = body

FAKE = {"/users/1": (200, '{"id": 1, "name": "Ann"}'), "/users/2": (404, '{"error": "not found"}'), "/flaky": (503, "")}
calls = {"n": 0}

def get(path):
    calls["n"] += 1
    status, body = FAKE.get(path, (500, "boom"))
    if status == 503 and calls["n"] % 3:
        raise HTTPError(status)
    if status >= 400 and status != 503:
        raise HTTPError(status, body)
    return json.loads(body) if body else {}

def with_retries(fn, *args, attempts=3, delay=0.0):
    last = None
    for i in range(1, attempts + 1):
        try:
            return fn(*args)
        except HTTPError as e:
            last = e
            print(f"attempt {i} failed: {e} ({e.status})")
            if e.status < 500:
                break
            time.sleep(delay)
    raise RuntimeError(f"giving up after {i} attempts") from last

@dataclass
class Client:
    log: list = field(default_factory=list)
    def user(self, uid):
        data = with_retries(get, f"/users/{uid}")
        self.log.append(uid)
        return data

cl = Client()
print(cl.user(1))
try:
    cl.user(2)
except RuntimeError as e:
    print(e, "| cause:", e.__cause__, json.loads(e.__cause__.body))
print(with_retries(get, "/flaky"))
print(cl.log, calls)
with_retries(get, "/other", attempts=2)
