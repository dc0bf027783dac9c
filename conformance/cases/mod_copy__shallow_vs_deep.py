import copy
orig = {'a': [1, 2], 'b': {'c': [3]}}
sh = copy.copy(orig)
dp = copy.deepcopy(orig)
orig['a'].append(99)
orig['b']['c'].append(100)
print(sh)
print(dp)
print(sh['a'] is orig['a'], dp['a'] is orig['a'])
lst = [[0] * 2] * 2
lst2 = copy.deepcopy(lst)
lst2[0][0] = 5
print(lst2, lst2[0] is lst2[1])
