from itertools import product
from collections import Counter

def step(live: set[tuple[int, int]]) -> set[tuple[int, int]]:
    counts = Counter((x + dx, y + dy) for x, y in live for dx, dy in product((-1, 0, 1), repeat=2) if (dx, dy) != (0, 0))
    return {cell for cell, n in counts.items() if n == 3 or (n == 2 and cell in live)}

def render(live, w=8, h=6):
    return "\n".join("".join("#" if (x, y) in live else "." for x in range(w)) for y in range(h))

glider = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
state = glider
for gen in range(4):
    print(f"gen {gen}:\n{render(state)}")
    state = step(state)
blinker = {(1, 0), (1, 1), (1, 2)}
print(step(step(blinker)) == blinker, sorted(step(blinker)))
import random
rng = random.Random(3)
soup = {(x, y) for x in range(20) for y in range(20) if rng.random() < 0.35}
history = []
for i in range(30):
    history.append(len(soup))
    soup = step(soup)
print(history)
