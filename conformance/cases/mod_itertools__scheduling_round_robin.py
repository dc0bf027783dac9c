from itertools import cycle, islice, chain, repeat, accumulate

people = ["ada", "bob", "cy"]
days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
rota = dict(zip(days, cycle(people)))
print(rota)
shifts = list(islice(cycle([("ada", 8), ("bob", 6)]), 5))
print(shifts, list(accumulate(h for _, h in shifts)))
slots = list(chain.from_iterable(repeat(p, n) for p, n in [("x", 2), ("y", 1), ("z", 3)]))
print(slots)
def spread(tasks, workers):
    assignment = {w: [] for w in workers}
    for task, w in zip(tasks, cycle(workers)):
        assignment[w].append(task)
    return assignment
print(spread([f"t{i}" for i in range(8)], ["w1", "w2", "w3"]))
