total = 0
def add_global(n):
    global total
    total += n
def make():
    acc = ''
    def push(s):
        nonlocal acc
        acc += s
        return acc
    return push
for i in range(1, 5):
    add_global(i)
print(total)
p = make()
p('x')
p('y')
print(p('z'))
