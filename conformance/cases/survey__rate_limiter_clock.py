from collections import deque
from typing import Callable

class FakeClock:
    def __init__(self, t: float = 0.0):
        self.t = t
    def __call__(self) -> float:
        return self.t
    def advance(self, dt: float) -> None:
        self.t += dt

class TokenBucket:
    def __init__(self, rate: float, capacity: int, clock: Callable[[], float]):
        self.rate, self.capacity, self.clock = rate, capacity, clock
        self.tokens = float(capacity)
        self.last = clock()
    def _refill(self):
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now
    def try_acquire(self, n: int = 1) -> bool:
        self._refill()
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False
    def wait_time(self, n: int = 1) -> float:
        self._refill()
        return max(0.0, (n - self.tokens) / self.rate)

class SlidingWindow:
    def __init__(self, limit: int, window: float, clock):
        self.limit, self.window, self.clock = limit, window, clock
        self.hits: deque[float] = deque()
    def allow(self) -> bool:
        now = self.clock()
        while self.hits and self.hits[0] <= now - self.window:
            self.hits.popleft()
        if len(self.hits) < self.limit:
            self.hits.append(now)
            return True
        return False

clock = FakeClock()
tb = TokenBucket(rate=2, capacity=5, clock=clock)
log = []
for i in range(12):
    ok = tb.try_acquire()
    log.append("Y" if ok else "n")
    clock.advance(0.25)
print("".join(log), round(tb.tokens, 3), round(tb.wait_time(3), 3))
sw = SlidingWindow(3, 1.0, clock)
res = []
for dt in [0, 0.1, 0.2, 0.3, 0.95, 1.05, 1.2, 2.5]:
    clock.t = 100 + dt
    res.append((dt, sw.allow()))
print(res)
def debounce(events, gap):
    out, last = [], None
    for t, v in events:
        if last is None or t - last >= gap:
            out.append(v)
        last = t
    return out
print(debounce([(0, "a"), (0.1, "b"), (0.5, "c"), (0.55, "d"), (2, "e")], 0.3))
