a = {1, 2, 3, 4}
b = {3, 4, 5}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union(b, [9]), a.intersection([2, 3, 10]), a.difference({1}), a.symmetric_difference([4, 7]))
print(a.issubset(range(10)), a.issuperset({1}), a.isdisjoint({9}), {1} < a)
print(len(a), 3 in a, 9 not in a, sorted(a ^ b))
print(set('aab') == {'a', 'b'}, set(), {0} == {False})
