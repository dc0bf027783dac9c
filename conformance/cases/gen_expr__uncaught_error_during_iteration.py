vals = ['1', '2', 'three', '4']
total = 0
for n in (int(v) for v in vals):
    total += n
    print('running total', total)
