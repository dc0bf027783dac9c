import random
random.seed(42)
try:
    random.choice([])
except IndexError as e:
    print(type(e).__name__, e)
try:
    random.randint(5, 1)
except ValueError as e:
    print(type(e).__name__, e)
try:
    random.sample([1, 2], 3)
except ValueError as e:
    print(type(e).__name__, e)
print(random.randint(3, 3))
