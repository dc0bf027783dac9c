import random

random.seed(42)
print([random.randint(1, 6) for _ in range(10)])
print(round(random.random(), 6), round(random.uniform(1, 2), 6), random.choice("abcdef"))
deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
random.shuffle(deck)
print(deck[:5], random.sample(range(100), 5))
print(random.choices(["win", "lose", "draw"], weights=[5, 3, 2], k=8))
rng = random.Random(7)
walk = [0]
for _ in range(15):
    walk.append(walk[-1] + rng.choice((-1, 1)))
print(walk, max(walk), min(walk))
rng2 = random.Random(7)
print(rng2.choice((-1, 1)) == walk[1], round(rng.gauss(0, 1), 6), rng.randrange(0, 100, 5))
state = rng.getstate()
a = [rng.random() for _ in range(3)]
rng.setstate(state)
print(a == [rng.random() for _ in range(3)])
def monte_carlo_pi(n, seed):
    r = random.Random(seed)
    inside = sum(1 for _ in range(n) if r.random() ** 2 + r.random() ** 2 <= 1)
    return 4 * inside / n
print(monte_carlo_pi(2000, 1), monte_carlo_pi(2000, 1) == monte_carlo_pi(2000, 1))
