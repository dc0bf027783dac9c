import random
random.seed(42)
first = [random.randint(0, 9) for _ in range(8)]
random.seed(42)
second = [random.randint(0, 9) for _ in range(8)]
print(first, first == second)
random.seed(7)
print(random.choices('abc', k=6), random.choices([1, 2, 3], weights=[10, 1, 1], k=4))
random.seed('text seed')
print(random.randint(1, 1000))
