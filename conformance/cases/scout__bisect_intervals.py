from bisect import bisect_left, bisect_right, insort
from dataclasses import dataclass

@dataclass(order=True, frozen=True)
class Interval:
    start: int
    end: int
    def overlaps(self, other):
        return self.start < other.end and other.start < self.end
    def __len__(self):
        return self.end - self.start

def merge(intervals):
    out = []
    for iv in sorted(intervals):
        if out and out[-1].end >= iv.start:
            out[-1] = Interval(out[-1].start, max(out[-1].end, iv.end))
        else:
            out.append(iv)
    return out

ivs = [Interval(5, 8), Interval(1, 3), Interval(2, 4), Interval(10, 12), Interval(7, 9)]
print(merge(ivs), sum(len(i) for i in merge(ivs)))
print([(a, b) for i, a in enumerate(ivs) for b in ivs[i + 1:] if a.overlaps(b)])
starts = sorted(i.start for i in ivs)
print(starts, bisect_left(starts, 5), bisect_right(starts, 5), bisect_left(starts, 100))
timeline = []
for t in [30, 10, 20, 10]:
    insort(timeline, t)
print(timeline)
free = [Interval(a.end, b.start) for a, b in zip(merge(ivs), merge(ivs)[1:])]
print(free, max(free, key=len))
print(Interval(1, 2) < Interval(1, 3), {Interval(0, 1), Interval(0, 1)})
print(len(Interval(5, 1)))
