from itertools import groupby
data = 'aaabccdddd'
print([(k, len(list(g))) for k, g in groupby(data)])
words = ['apple', 'avocado', 'banana', 'cherry', 'cranberry', 'apricot']
for k, g in groupby(sorted(words), key=lambda w: w[0]):
    print(k, list(g))
print([k for k, _ in groupby([1, 1, 2, 1, 1])])
