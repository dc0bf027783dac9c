log = []
def t(v):
    log.append(v)
    return v
r = [t(x) + t(y) for x in (1, 2) for y in (10, 20) if t(x + y) > 0]
print(r)
print(log)
d = {t('k' + str(i)): t(i) for i in range(2)}
print(d, log[-4:])
