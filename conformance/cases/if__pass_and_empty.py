x = 3
if x > 2:
    pass
else:
    print('no')
if x:
    pass
elif x is None:
    print('none')
print('after', x)
if x == 3: print('one-liner')
if x != 3: print('never')
else: print('else one-liner')
