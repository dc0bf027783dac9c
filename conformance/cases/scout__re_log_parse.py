import re
from collections import Counter

LOG = """\
2024-05-01 12:00:01 INFO  [auth] user=alice action=login ip=10.0.0.1
2024-05-01 12:00:05 WARN  [db] slow query ms=1530
2024-05-01 12:01:00 ERROR [auth] user=bob action=login ip=10.0.0.7 reason="bad password"
2024-05-01 12:02:30 INFO  [api] GET /v1/items?id=3 200 12ms
2024-05-01 12:03:00 ERROR [db] connection reset
"""

LINE = re.compile(r"^(?P<date>\d{4}-\d\d-\d\d) (?P<time>[\d:]+) (?P<level>\w+)\s+\[(?P<comp>\w+)\] (?P<msg>.*)$", re.M)
levels = Counter()
for m in LINE.finditer(LOG):
    levels[m["level"]] += 1
    kv = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', m.group("msg")))
    if kv:
        print(m.group("comp"), {k: v.strip('"') for k, v in kv.items()})
print(levels.most_common())
print(re.sub(r"ip=(\d+)\.(\d+)\.\d+\.\d+", r"ip=\1.\2.x.x", LOG).splitlines()[0])
print(re.split(r"\s*\|\s*", "a | b|c  |  d"))
print(re.sub(r"(?i)error", lambda m: m.group(0).lower(), "ERROR Error error"))
m = re.search(r"(\d+)ms", LOG)
print(m.span(), m.group(1), m.start(1), m.groups(), m.groupdict())
print(re.fullmatch(r"[a-z]+", "abc1"), bool(re.match(r"\d", "1x")))
pat = re.compile(r"(?P<k>\w+)=(?P<v>\w+)")
print([mm.groupdict() for mm in pat.finditer("a=1 b=2")])
print(pat.pattern, pat.groupindex["v"], pat.groups)
print(re.escape("a.b*c"), re.subn(r"\d", "#", "a1b22"))
print(re.findall(r"(?<=\[)\w+(?=\])", LOG))
