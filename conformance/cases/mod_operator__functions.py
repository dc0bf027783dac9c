import operator
from functools import reduce
print(operator.add(2, 3), operator.mul('ab', 2), operator.neg(5), operator.truediv(7, 2))
print(operator.eq(1, 1.0), operator.lt('a', 'b'), operator.contains([1, 2], 2))
print(reduce(operator.or_, [1, 2, 4]), operator.getitem({'k': 'v'}, 'k'))
lst = [1, 2, 3]
operator.setitem(lst, 0, 'x')
operator.delitem(lst, 1)
print(lst, operator.index(7), operator.not_(0), operator.truth([]))
print(operator.iadd([1], [2]), operator.concat('a', 'b'), operator.pow(2, 5))
