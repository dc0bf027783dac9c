# Audit a list of endpoints: retry flaky ones, classify what comes back.
import json
from urllib.parse import parse_qs, urlsplit
import re

URLS = ['https://api.example.com/gone', 'https://api.example.com/status', 'https://news.example.com/']
TRIES = 2

def attempt(url):
    for n in range(1, TRIES + 1):
        try:
            return fetch_url(url), n, None
        except Exception as exc:
            match exc:
                case ConnectionError():
                    continue
                case TimeoutError() | LookupError():
                    return None, n, exc
                case _:
                    raise
    return None, TRIES, ConnectionError(f"still failing after {TRIES} tries")

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
