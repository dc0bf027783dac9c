d = {'a': 1, 'b': 0}
if (n := len(d)) > 1:
    print('len', n)
if (val := d.get('b')) is not None:
    print('b is', val)
if not (m := d.get('zz')):
    print('zz missing', m)
print((x := 10) + x, x)
print([(k, v) for k in 'ab' if (v := d[k])])
