letters = ['a', 'b', 'c']
print(list(enumerate(letters)))
print(list(enumerate(letters, 1)), list(enumerate(letters, start=-1)))
for i, ch in enumerate('xyz', start=100):
    print(i, ch)
print(list(enumerate([])), dict(enumerate('ab')))
