class FakeClock:
    def __init__(self):
        self.now = 0.0
    def advance(self, dt):
        self.now += dt
    def __call__(self):
        return self.now

class TokenBucket:
    def __init__(self, rate, capacity, clock):
        self.rate = rate
        self.capacity = capacity
        self.tokens = capacity
        self.clock = clock
        self.last = clock()

    def _refill(self):
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
        self.last = now

    def try_acquire(self, n=1):
        self._refill()
        if self.tokens >= n:
            self.tokens -= n
            return True
        return False

    def wait_time(self, n=1):
        self._refill()
        return max(0.0, (n - self.tokens) / self.rate)

clock = FakeClock()
bucket = TokenBucket(rate=2, capacity=5, clock=clock)
log = []
for step in range(12):
    ok = bucket.try_acquire()
    log.append("Y" if ok else "n")
    clock.advance(0.25)
print("".join(log), round(bucket.tokens, 3))
print(bucket.wait_time(3), bucket.try_acquire(10))
clock.advance(10)
print(bucket.try_acquire(5), bucket.tokens, bucket.try_acquire())
