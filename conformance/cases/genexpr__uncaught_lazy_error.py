data = [4, 2, 0, 1]
gen = (12 // x for x in data)
print('generator created')
print(next(gen))
print(next(gen))
print(list(gen))
