import random
from collections import Counter
import statistics

rng = random.Random(1234)
print(rng.random(), rng.randint(1, 100), rng.uniform(0, 1))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
rng.shuffle(deck)
print(deck[:8])
hand = rng.sample(deck, 5)
print(hand, rng.choice(deck))
print(rng.choices(["a", "b", "c"], weights=[5, 1, 1], k=10))
print(Counter(rng.choices(range(3), cum_weights=[0.2, 0.5, 1.0], k=1000)))
xs = [rng.gauss(10, 2) for _ in range(500)]
print(round(statistics.mean(xs), 3), round(statistics.stdev(xs), 3))
print(round(rng.expovariate(1.5), 6), round(rng.betavariate(2, 3), 6), round(rng.triangular(0, 10, 3), 6))
print(rng.getrandbits(64), rng.randrange(0, 100, 7), rng.randbytes(4).hex())
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
b = [rng.random() for _ in range(3)]
print(a == b)
r2 = random.Random("seed-string")
print(r2.random())

def monte_carlo_pi(n, seed):
    r = random.Random(seed)
    inside = sum(1 for _ in range(n) if r.random() ** 2 + r.random() ** 2 <= 1)
    return 4 * inside / n
print(monte_carlo_pi(20000, 7))

def random_walk(steps, seed=0):
    r = random.Random(seed)
    pos = 0
    path = [pos]
    for _ in range(steps):
        pos += r.choice((-1, 1))
        path.append(pos)
    return path
w = random_walk(1000, 42)
print(max(w), min(w), w[-1])
random.seed(99)
print(random.random(), random.randint(0, 9), random.sample(range(100), 3))
