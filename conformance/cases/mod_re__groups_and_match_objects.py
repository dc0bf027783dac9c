import re

log = """2024-01-05 10:00:01 ERROR [db] connection lost
2024-01-05 10:00:07 INFO [web] request ok
2024-01-05 10:01:00 WARN [db] slow query (1.5s)
bad line here"""
pattern = re.compile(r"^(?P<date>\S+) (?P<time>\S+) (?P<level>[A-Z]+) \[(?P<src>\w+)\] (?P<msg>.*)$",
                     re.MULTILINE)
for m in pattern.finditer(log):
    print(m["level"], m.group("src", "time"), m.start(), m.end() - m.start())
m = pattern.search(log)
print(m.groups()[:3], m.lastgroup, m.lastindex, m.re is pattern, m.string is log)
print(pattern.groupindex["msg"], pattern.groups, bool(pattern.flags & re.MULTILINE))
opt = re.match(r"(\d+)(?:\.(\d+))?(x)?", "12")
print(opt.groups(), opt.groups("-"), opt.group(0, 1), opt.span(2))
print(re.findall(r"(\w)(\d)", "a1 b2 c3"), re.findall(r"\w\d", "a1 b2"))
print([m.expand(r"\2\1") for m in re.finditer(r"(\w)(\d)", "a1 b2")])
print(re.match(r"(a)|(b)", "b").groups())
try:
    m.group("nope")
except IndexError as e:
    print("IndexError", e)
print(re.compile(r"x+", re.I).pattern, repr(re.compile("ab").match("abc")))
