print({'a': 1, 'b': 2} == {'b': 2, 'a': 1})
print({1, 2} == {2, 1}, {1, 2} == frozenset({1, 2}))
print({1, 2} < {1, 2, 3}, {1, 2} <= {1, 2}, {1, 2} > {1}, {1, 3} < {1, 2})
print({} == {}, {'a': [1]} == {'a': [1]}, {1: 2} != {1: 3})
try:
    print({'a': 1} < {'a': 2})
except TypeError as e:
    print(type(e).__name__, e)
