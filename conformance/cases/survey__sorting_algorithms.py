import random
from typing import Callable, TypeVar, Sequence

T = TypeVar("T")

def bubble(a):
    a = list(a); n = len(a)
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if a[j] > a[j + 1]:
                a[j], a[j + 1] = a[j + 1], a[j]; swapped = True
        if not swapped:
            break
    return a

def merge_sort(a):
    if len(a) <= 1:
        return list(a)
    mid = len(a) // 2
    l, r = merge_sort(a[:mid]), merge_sort(a[mid:])
    out, i, j = [], 0, 0
    while i < len(l) and j < len(r):
        if l[i] <= r[j]:
            out.append(l[i]); i += 1
        else:
            out.append(r[j]); j += 1
    return out + l[i:] + r[j:]

def quick(a):
    if len(a) < 2:
        return list(a)
    pivot, *rest = a
    return quick([x for x in rest if x < pivot]) + [pivot] + quick([x for x in rest if x >= pivot])

def heap_sort(a):
    a = list(a)
    def sift(start, end):
        root = start
        while (child := 2 * root + 1) <= end:
            if child + 1 <= end and a[child] < a[child + 1]:
                child += 1
            if a[root] < a[child]:
                a[root], a[child] = a[child], a[root]; root = child
            else:
                return
    for s in range(len(a) // 2 - 1, -1, -1):
        sift(s, len(a) - 1)
    for end in range(len(a) - 1, 0, -1):
        a[0], a[end] = a[end], a[0]; sift(0, end - 1)
    return a

def counting(a):
    if not a: return []
    lo, hi = min(a), max(a)
    counts = [0] * (hi - lo + 1)
    for x in a: counts[x - lo] += 1
    return [i + lo for i, c in enumerate(counts) for _ in range(c)]

rng = random.Random(2024)
data = [rng.randint(-50, 50) for _ in range(60)]
expected = sorted(data)
algos: dict[str, Callable[[Sequence[int]], list[int]]] = {"bubble": bubble, "merge": merge_sort, "quick": quick, "heap": heap_sort, "counting": counting}
for name, fn in algos.items():
    out = fn(data)
    print(f"{name:>9}: {'ok' if out == expected else 'WRONG'} first={out[:5]}")
people = [("ann", 30), ("bob", 25), ("cy", 30), ("di", 25), ("ed", 35)]
print(sorted(people, key=lambda p: p[1]), sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted("banana Apple cherry apple".split(), key=str.casefold), sorted([3, 1, 2], reverse=True))
words = ["bb", "a", "ccc", "dd", "e"]
words.sort(key=len); print(words)
print(sorted({3: "c", 1: "a"}.items()), sorted([[2, "b"], [1, "z"], [2, "a"]]), min([], default="empty"))
sorted([1, "a"])
