names = ['ann', 'bob', 'cy']
scores = [90, 75, 82]
for rank, (name, score) in enumerate(sorted(zip(names, scores), key=lambda p: -p[1]), start=1):
    print(f'{rank}. {name:<4}{score}')
for i, (a, b, c) in enumerate(zip('xy', [1, 2], (True, False))):
    print(i, a, b, c)
totals = [0, 0]
for name, score in zip(names, scores):
    totals[score > 80] += 1
print(totals)
