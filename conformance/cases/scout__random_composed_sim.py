import random
from collections import Counter

class Dice:
    def __init__(self, seed):
        self.rng = random.Random(seed)
    def roll(self, n=1, sides=6):
        return [self.rng.randint(1, sides) for _ in range(n)]

d = Dice(2024)
print(d.roll(5), d.roll(2, 20))
rolls = Counter(sum(d.roll(2)) for _ in range(1000))
print(rolls.most_common(3))
random.seed(0)
walk = [0]
for _ in range(20):
    walk.append(walk[-1] + random.choice([-1, 1]))
print(walk, max(walk), min(walk))
def monte_carlo_pi(n, rng):
    inside = sum(1 for _ in range(n) if rng.random() ** 2 + rng.random() ** 2 <= 1)
    return 4 * inside / n
print(monte_carlo_pi(2000, random.Random(1)))
population = ["a"] * 5 + ["b"] * 3 + ["c"]
r = random.Random(99)
print(r.sample(population, 4), r.choices(population, k=3, cum_weights=None), r.paretovariate(3) > 1, r.vonmisesvariate(0, 1) >= 0)
r.sample(population, 20)
