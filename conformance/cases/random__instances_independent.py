# Two generators with their own seeds are independent of each other and of the module
import random

a = random.Random(1)
b = random.Random(1)
random.seed(99)
print([a.random() == b.random() for _ in range(3)])
first = [a.randint(0, 9) for _ in range(5)]
b.seed(1)
print(first, [b.randint(0, 9) for _ in range(8)][3:])
state = a.getstate()
x = [a.random() for _ in range(3)]
a.setstate(state)
print(x == [a.random() for _ in range(3)])
a.seed("a string seed")
print(a.random())
a.seed(b"bytes seed")
print(a.random())
print(isinstance(a, random.Random), type(a).__name__, random.Random.__name__)


class Dice:
    def __init__(self, seed):
        self.rng = random.Random(seed)

    def roll(self, n):
        return [self.rng.randint(1, 6) for _ in range(n)]


print(Dice(2024).roll(10), Dice(2024).roll(3))
