import operator as op
rows = [{"n": "b", "v": 2}, {"n": "a", "v": 2}, {"n": "c", "v": 1}]
print(sorted(rows, key=op.itemgetter("v", "n")), op.itemgetter(1, 0)("ab"), op.attrgetter("real", "imag")(3 + 4j))
print(op.methodcaller("split", ",")("a,b"), op.add(1, 2), op.neg(3), op.contains([1], 1), op.getitem({"k": 5}, "k"), op.truth(""), op.concat([1], [2]))
print(list(map(op.mul, [1, 2], [3, 4])), op.index(5), op.pow(2, 5), op.is_(None, None), op.floordiv(7, 2))
