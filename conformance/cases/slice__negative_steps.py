a = 'abcdefgh'
print(a[::-1], a[::-2], a[5:1:-1], a[-1:-4:-1], a[1:5:-1])
print(a[-100:100], a[100:], a[:-100], a[6:2:-2])
lst = list(range(8))
print(lst[7:0:-3], lst[:3:-1], lst[-2::-2])
t = tuple(lst)
print(t[::4], t[-3:], t[:0])
r = range(20)[::-5]
print(r, list(r))
