import bisect
records = [('a', 1), ('b', 4), ('c', 9)]
print(bisect.bisect_left(records, 4, key=lambda r: r[1]))
bisect.insort(records, ('x', 5), key=lambda r: r[1])
print(records)
words = ['apple', 'cherry', 'grape']
i = bisect.bisect_left(words, 'banana')
print(i, words[i])
print(bisect.bisect_right([1, 2, 3], 2, lo=0, hi=1))
