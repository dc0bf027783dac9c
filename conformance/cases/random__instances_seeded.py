# Seeded random.Random instances draw exactly what CPython's draw
import random

rng = random.Random(42)
print(rng.random(), rng.randint(1, 6), rng.randrange(0, 100, 5), rng.choice(["a", "b", "c"]))
print(rng.sample(range(1000), 5), rng.choices("xyz", weights=[5, 1, 1], k=6))
deck = list(range(12))
rng.shuffle(deck)
print(deck)
print(round(rng.gauss(10, 2), 12), round(rng.uniform(-1, 1), 12), rng.getrandbits(40))
print(rng.randbytes(6).hex(), round(rng.expovariate(2.0), 12), round(rng.triangular(0, 10), 12))
