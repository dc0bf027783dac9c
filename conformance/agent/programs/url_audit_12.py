# Audit a list of endpoints: retry flaky ones, classify what comes back.
import json
from urllib.parse import parse_qs, urlsplit
import re

URLS = ['https://api.example.com/gone', 'https://api.example.com/status', 'https://api.example.com/items?page=1', 'https://slow.example.com/report', 'https://api.example.com/flaky/ping?x=1']
TRIES = 3

RETRY = {ConnectionError: True, TimeoutError: False, LookupError: False}

def attempt(url):
    err = None
    for n in range(1, TRIES + 1):
        try:
            return fetch_url(url), n, None
        except tuple(RETRY) as exc:
            err = exc
            if not next(v for k, v in RETRY.items() if isinstance(exc, k)):
                return None, n, exc
    return None, TRIES, err

def describe(text):
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        title = re.search(r"<title>(.*?)</title>", text)
        links = re.findall(r"href='([^']+)'", text)
        return f"html {title.group(1) if title else '?'!r}, {len(links)} link(s)"
    return "json keys " + ",".join(sorted(data))

summary = {"ok": 0, "failed": 0, "retried": 0}

def check(url, part):
    text, n, exc = attempt(url)
    query = parse_qs(part.query)
    where = part.path + (f" {dict(sorted(query.items()))}" if query else "")
    if n > 1:
        summary["retried"] += 1
    if exc is not None:
        summary["failed"] += 1
        print(f"  {where}: {type(exc).__name__} after {n} try(s): {exc}")
    else:
        summary["ok"] += 1
        print(f"  {where}: {describe(text)} (try {n})")
for url in URLS:
    check(url, urlsplit(url))
print(", ".join(f"{k}={v}" for k, v in summary.items()))
