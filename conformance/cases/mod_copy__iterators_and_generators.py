# copy.copy / copy.deepcopy of iterators: CPython 3.11 copies most through their reduce
# value (a shallow copy shares what they iterate over), and refuses generators
import copy
import itertools


def show(label, make, take=3):
    for fn in (copy.copy, copy.deepcopy):
        it = make()
        first = next(it)
        try:
            dup = fn(it)
        except TypeError as exc:
            print(label, fn.__name__, "TypeError:", exc)
            continue
        print(label, fn.__name__, first, dup is it, list(itertools.islice(dup, take)),
              list(itertools.islice(it, take)))


def gen():
    yield from range(5)


data = [10, 20, 30, 40]
show("list", lambda: iter(data))
show("reversed", lambda: reversed(data))
show("dict", lambda: iter({"a": 1, "b": 2, "c": 3}))
show("dict-items", lambda: iter({"a": 1, "b": 2}.items()))
show("set", lambda: iter({1}))
show("str", lambda: iter("hello"))
show("range", lambda: iter(range(100)))
show("map", lambda: map(str.upper, ["a", "b", "c"]))
show("map-guest", lambda: map(lambda x: x * 2, data))
show("filter", lambda: filter(None, [0, 1, 0, 2, 3]))
show("zip", lambda: zip("abc", data))
show("enumerate", lambda: enumerate("xyz", start=5))
show("count", lambda: itertools.count(3, 2))
show("cycle", lambda: itertools.cycle("ab"))
show("repeat", lambda: itertools.repeat(7, 4))
show("chain", lambda: itertools.chain([1, 2], [3]))
show("islice", lambda: itertools.islice(range(10), 1, None, 2))
show("product", lambda: itertools.product("ab", repeat=2))
show("combinations", lambda: itertools.combinations(range(4), 2))
show("accumulate", lambda: itertools.accumulate([1, 2, 3, 4]))
show("tee", lambda: itertools.tee(data)[0])
show("zip_longest", lambda: itertools.zip_longest("ab", "xyz", fillvalue="-"))
show("starmap", lambda: itertools.starmap(pow, [(2, 3), (3, 2), (4, 1)]))
show("generator", gen)
show("genexpr", lambda: (x for x in data))
show("pairwise", lambda: itertools.pairwise(data))

# a deep copy shares with the rest of what it copies (one memo)
rows = [1, 2, 3]
pair = copy.deepcopy([rows, iter(rows)])
pair[0].append(4)
print(list(pair[1]), rows)
shallow = copy.copy(iter(rows))
rows.append(99)
print(list(shallow))

# groupby: its groups are copied with it
keys = [k for k, _ in copy.deepcopy(itertools.groupby("aabbbc"))]
print(keys)


# the memo is keyed by id(), as a __deepcopy__ hook expects
class Node:
    def __init__(self, value):
        self.value = value
        self.peer = None

    def __deepcopy__(self, memo):
        made = Node(copy.deepcopy(self.value, memo))
        memo[id(self)] = made
        made.peer = copy.deepcopy(self.peer, memo)
        return made


a = Node([1])
a.peer = a
b = copy.deepcopy(a)
print(b is not a, b.peer is b, b.value == [1])
memo = {}
items = [[1], [2]]
copy.deepcopy(items, memo)
print(id(items) in memo, id(items[0]) in memo, memo[id(items)] == items, id(memo) in memo)
keep = [5]
out = copy.deepcopy({"k": keep}, {id(keep): keep})
print(out["k"] is keep)
