import re
from collections import Counter, defaultdict
from datetime import datetime
LOG = '''2024-03-01 10:00:01 INFO  auth  user=ann action=login
2024-03-01 10:00:05 WARN  db    slow query ms=1200
2024-03-01 10:01:10 ERROR auth  user=bob action=login reason=bad_password
2024-03-01 10:02:00 INFO  auth  user=bob action=login
2024-03-01 10:05:42 ERROR api   status=500 path=/orders
garbage line here
2024-03-01 10:06:00 INFO  auth  user=ann action=logout
2024-03-01 10:07:30 ERROR api   status=502 path=/orders'''
LINE = re.compile(r'(\S+ \S+) (\w+)\s+(\w+)\s+(.*)')
entries, bad = [], 0
for raw in LOG.splitlines():
    m = LINE.fullmatch(raw)
    if not m:
        bad += 1
        continue
    ts, level, comp, msg = m.groups()
    fields = dict(kv.split('=', 1) for kv in msg.split() if '=' in kv)
    entries.append((datetime.strptime(ts, '%Y-%m-%d %H:%M:%S'), level, comp, fields))
print('parsed', len(entries), 'bad', bad)
print(Counter(e[1] for e in entries).most_common())
by_comp = defaultdict(list)
for ts, level, comp, f in entries:
    by_comp[comp].append(level)
for comp in sorted(by_comp):
    lv = by_comp[comp]
    print(f'{comp:<5} total={len(lv)} errors={lv.count("ERROR")}')
errors = [e for e in entries if e[1] == 'ERROR']
span = errors[-1][0] - errors[0][0]
print('error span', span, 'seconds', int(span.total_seconds()))
sessions = {}
for ts, level, comp, f in entries:
    if f.get('action') == 'login' and level == 'INFO':
        sessions[f['user']] = ts
    elif f.get('action') == 'logout':
        print(f['user'], 'session length', ts - sessions.pop(f['user']))
print('still logged in:', sorted(sessions))
print('paths:', Counter(f.get('path') for *_, f in entries if 'path' in f))
