import random
r = random.Random(42)
print(r.randint(1, 100), r.random(), r.choice("abcdef"), r.sample(range(20), 4), r.uniform(1, 2))
xs = list(range(10))
r.shuffle(xs)
print(xs, r.choices(["a", "b"], weights=[9, 1], k=5), r.randrange(0, 100, 5), r.gauss(0, 1))
r2 = random.Random(42)
print(r2.randint(1, 100), r2.getrandbits(8) >= 0)
