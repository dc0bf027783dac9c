from collections import deque, OrderedDict, defaultdict

history = deque(maxlen=3)
for cmd in ["ls", "cd", "pwd", "git", "make"]:
    history.append(cmd)
print(history, history.maxlen)
d = deque([1, 2, 3, 4, 5])
d.rotate(2)
print(d)
d.rotate(-3)
print(d, d.popleft(), d.pop())
d.extendleft("ab")
print(d, d.index(3), d.count("a"))

class LRU(OrderedDict):
    def __init__(self, capacity):
        super().__init__()
        self.capacity = capacity

    def get(self, key):
        if key not in self:
            return None
        self.move_to_end(key)
        return self[key]

    def put(self, key, value):
        self[key] = value
        self.move_to_end(key)
        if len(self) > self.capacity:
            self.popitem(last=False)

cache = LRU(2)
cache.put("a", 1); cache.put("b", 2); cache.get("a"); cache.put("c", 3)
print(list(cache.items()))
graph = defaultdict(list)
for a, b in [("x", "y"), ("x", "z"), ("y", "z")]:
    graph[a].append(b)
    graph[b]
print(dict(graph))
nested = defaultdict(lambda: defaultdict(int))
nested["u1"]["clicks"] += 2
nested["u2"]["views"] += 1
print({k: dict(v) for k, v in nested.items()})
try:
    defaultdict()["missing"]
except KeyError as e:
    print("KeyError", e)
