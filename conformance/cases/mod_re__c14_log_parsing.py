import re
LOG = """2024-03-01 12:00:01 INFO  user=ann action=login ip=10.0.0.1
2024-03-01 12:00:05 WARN  user=bob action=retry ip=10.0.0.2 attempts=3
2024-03-01 12:01:00 ERROR user=ann action=upload size=10MB
bad line here
2024-03-01 12:02:30 INFO  user=cy action=logout"""
pat = re.compile(r"^(?P<date>\S+) (?P<time>[\d:]+) (?P<level>[A-Z]+)\s+(?P<rest>.*)$", re.M)
for m in pat.finditer(LOG):
    kv = dict(re.findall(r"(\w+)=(\S+)", m["rest"]))
    print(m["time"], m.group("level").lower(), kv.get("user"), sorted(kv))
print(len(pat.findall(LOG)), pat.groupindex["level"])
print(re.sub(r"ip=(\d+)\.(\d+)\.\d+\.\d+", r"ip=\1.\2.x.x", LOG.splitlines()[0]))
print(re.split(r"\s*[,;]\s*", "a , b;c ;  d"), re.fullmatch(r"\d{4}-\d\d", "2024-03"), re.match("x", "yx"))
m = re.search(r"(\d+)(MB|KB)", LOG)
print(m.group(0, 1, 2), m.span(), m.start(2), re.escape("a.b*c"))
print(re.sub(r"(?i)error", lambda m: m[0].swapcase(), "Error error ERROR"), re.subn("a", "b", "banana"))
try:
    re.compile("(unclosed")
except re.error as e:
    print("re.error:", e)
