lines = ['# comment', 'alpha 1', '', 'beta 22', 'gamma x', '  delta 4  ']
def strip(ls):
    for l in ls:
        yield l.strip()
def nonblank(ls):
    return (l for l in ls if l and not l.startswith('#'))
def parse(ls):
    for l in ls:
        name, _, num = l.partition(' ')
        if num.isdigit():
            yield name, int(num)
        else:
            print('skip', repr(l))
records = list(parse(nonblank(strip(lines))))
print(records)
print(sum(v for _, v in records))
