from queue import Queue, PriorityQueue, LifoQueue, SimpleQueue, Empty, Full
import queue
from dataclasses import dataclass, field

GRID = """\
S..#....
.#.#.##.
.#...#..
.####.#.
......#E"""

rows = GRID.splitlines()
start = next((r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "S")
end = next((r, c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "E")

def neighbours(p):
    r, c = p
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(rows) and 0 <= nc < len(rows[0]) and rows[nr][nc] != "#":
            yield nr, nc

def bfs(src, dst):
    q: Queue[tuple[int, int]] = Queue()
    q.put(src)
    prev = {src: None}
    while not q.empty():
        cur = q.get()
        if cur == dst:
            break
        for n in neighbours(cur):
            if n not in prev:
                prev[n] = cur
                q.put(n)
    path, p = [], dst
    while p is not None:
        path.append(p)
        p = prev[p]
    return path[::-1], len(prev)

path, explored = bfs(start, end)
print("steps:", len(path) - 1, "explored:", explored)
canvas = [list(line) for line in rows]
for r, c in path[1:-1]:
    canvas[r][c] = "*"
print("\n".join("".join(line) for line in canvas))

@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)

pq = PriorityQueue()
for prio, name in [(3, "write report"), (1, "fix outage"), (2, "review PR"), (1, "page on-call")]:
    pq.put(Task(prio, name))
done = []
while not pq.empty():
    t = pq.get_nowait()
    done.append(f"{t.priority}:{t.name}")
    pq.task_done()
print(done, pq.unfinished_tasks)
pq.join()

bounded = Queue(maxsize=2)
for item in "abc":
    try:
        bounded.put_nowait(item)
    except Full:
        print(f"full, dropped {item!r}; size={bounded.qsize()} full={bounded.full()}")
try:
    bounded.put("d", timeout=0.01)
except queue.Full:
    print("still full after waiting")
print([bounded.get() for _ in range(bounded.qsize())])
try:
    bounded.get_nowait()
except Empty:
    print("empty now")
try:
    bounded.get(block=True, timeout=0.001)
except queue.Empty as e:
    print("timed out:", repr(e))

stack = LifoQueue()
for page in ["home", "docs", "api", "auth"]:
    stack.put(page)
print("back:", [stack.get() for _ in range(2)], "left:", stack.qsize())
sq = SimpleQueue()
for i in range(3):
    sq.put(i * i)
print([sq.get() for _ in range(sq.qsize())], sq.empty())
try:
    Queue().task_done()
except ValueError as e:
    print("ValueError:", e)
print(issubclass(PriorityQueue, Queue), isinstance(stack, Queue), Empty.__name__, Full.__mro__[1].__name__)
