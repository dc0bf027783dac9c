from array import array
a = array('h', [5, 3, 5, 1])
print(a.count(5), a.index(3))
a.remove(5)
a.insert(0, 9)
a.reverse()
print(a, a.pop(), a)
a[0] = 42
print(a, list(reversed(a)), sorted(a))
print(array('i', range(3)) == array('i', [0, 1, 2]), array('i') , 3 in a)
