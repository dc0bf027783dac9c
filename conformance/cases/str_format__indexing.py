data = [10, 20, 30]
info = {'name': 'Dee', 'langs': ['py', 'c']}
print('{0[1]} {0[2]}'.format(data))
print('{d[name]} knows {d[langs]}'.format(d=info))
print('{0[langs][0]}'.format(info))
print('{a[0]}-{a[-1]}'.format(a='xyz') if False else '{a[0]}'.format(a='xyz'))
print('{0[0]:>5}|{0[1]:<5}|'.format(['L', 'R']))
pt = (3, 4)
print('x={0[0]} y={0[1]}'.format(pt))
print('{:{w}.{p}f}'.format(3.14159, w=9, p=2))
