from statistics import mean, median
from dataclasses import dataclass, field
@dataclass(order=True)
class Student:
    sort_key: tuple = field(init=False, repr=False)
    name: str
    scores: list
    def __post_init__(self):
        self.sort_key = (-self.average, self.name)
    @property
    def average(self):
        return round(mean(self.scores), 2) if self.scores else 0.0
    @property
    def letter(self):
        avg = self.average
        for cutoff, letter in ((90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')):
            if avg >= cutoff:
                return letter
        return 'F'
raw = '''alice: 92, 88, 95
bob: 75, 64, 81, 70
carol: 58, 62
dave: 88, 91, 79
erin:
frank: 100, x, 90'''
students = []
for line in raw.splitlines():
    name, _, rest = line.partition(':')
    try:
        scores = [int(s) for s in rest.split(',') if s.strip()]
    except ValueError as e:
        print(f'skipping {name}: {e}')
        continue
    students.append(Student(name.strip(), scores))
for rank, s in enumerate(sorted(students), 1):
    print(f'{rank}. {s.name:<6} avg={s.average:>6} grade={s.letter} n={len(s.scores)}')
all_scores = [x for s in students for x in s.scores]
print('class mean', round(mean(all_scores), 2), 'median', median(all_scores))
dist = {}
for s in students:
    dist.setdefault(s.letter, []).append(s.name)
print(dict(sorted(dist.items())))
