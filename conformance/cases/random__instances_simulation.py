# A seeded Monte Carlo estimate, as an agent would write it
import random
import statistics


def simulate(trials, seed):
    rng = random.Random(seed)
    inside = 0
    for _ in range(trials):
        x, y = rng.random(), rng.random()
        if x * x + y * y <= 1:
            inside += 1
    return 4 * inside / trials


estimates = [simulate(2000, s) for s in range(5)]
print(estimates)
print(round(statistics.mean(estimates), 6), round(statistics.stdev(estimates), 6))
rng = random.Random(7)
orders = [{"id": i, "amount": round(rng.uniform(5, 500), 2)} for i in range(6)]
print(sorted(orders, key=lambda o: o["amount"])[:2])
print(rng.sample(orders, 2)[0]["id"], rng.choices([o["id"] for o in orders], k=3))
