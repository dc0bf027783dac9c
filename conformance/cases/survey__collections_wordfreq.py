from collections import Counter, defaultdict, deque, OrderedDict, ChainMap, namedtuple
import re

text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity"""
words = re.findall(r"[a-z']+", text.lower())
c = Counter(words)
print(c.most_common(5))
print(c["was"], c["missing"], len(c), sum(c.values()), c.total())
c2 = Counter("the the age times".split())
print(c - c2 == c - c2, (c & c2), (c2 | Counter(age=5)), +Counter(a=-1, b=2), -Counter(a=-1))
c2.subtract({"the": 5}); print(c2, sorted(c2.elements()))
bigrams = Counter(zip(words, words[1:]))
print(bigrams.most_common(3))
index = defaultdict(set)
for i, w in enumerate(words):
    index[w].add(i)
print({w: sorted(pos)[:3] for w, pos in list(index.items())[:4]})
nested = defaultdict(lambda: defaultdict(int))
for w in words:
    nested[w[0]][len(w)] += 1
print({k: dict(v) for k, v in sorted(nested.items())})
window = deque(maxlen=3)
for w in words[:6]:
    window.append(w); print(list(window))
dq = deque(range(5)); dq.rotate(2); dq.appendleft(-1); print(dq, dq.pop(), dq.popleft(), dq.index(3), dq.count(0))
od = OrderedDict.fromkeys("abcde")
od.move_to_end("b"); od.move_to_end("e", last=False); print(list(od), od.popitem(), od.popitem(last=False))
defaults = {"color": "red", "user": "guest"}
env = {"user": "admin"}
cm = ChainMap({}, env, defaults)
cm["color"] = "blue"
print(cm["user"], cm["color"], dict(cm), cm.maps[0], cm.parents, len(cm))
Emp = namedtuple("Emp", "name dept salary", defaults=[1000])
staff = [Emp("a", "eng", 120), Emp("b", "ops"), Emp("c", "eng", 90)]
by_dept = defaultdict(list)
for e in staff:
    by_dept[e.dept].append(e)
for d, es in by_dept.items():
    print(d, [e.name for e in es], sum(e.salary for e in es), es[0]._replace(salary=0))
print(Emp._fields, Emp._field_defaults, Emp._make(["z", "x", 5]), staff[1]._asdict())
print(Counter({"a": 3}) + Counter({"a": 1, "b": 1}), Counter("mississippi").most_common(2))
print(repr(defaultdict(list)), repr(deque([1], maxlen=2)))
c.most_common()[100]
