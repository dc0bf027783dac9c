# Copies of a generator continue the same stream; errors read as in CPython
import copy
import random

rng = random.Random(5)
rng.random()
twin = copy.deepcopy(rng)
print(rng.random() == twin.random(), copy.copy(rng).random() == rng.random())
for bad in [lambda: rng.choice([]), lambda: rng.sample([1, 2], 3), lambda: rng.randrange(5, 1),
            lambda: rng.randint(1.5, 3), lambda: rng.choices([1, 2], weights=[1], k=2)]:
    try:
        bad()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
rng.getrandbits(-1)
