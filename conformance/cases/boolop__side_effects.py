log = []
def t(v):
    log.append(v)
    return v
r = t(0) and t(1)
print(r, log)
log.clear()
r = t(1) or t(2)
print(r, log)
log.clear()
r = t(0) or t('') or t('x') or t('never')
print(r, log)
log.clear()
r = t(1) and t(2) and t(0) and t(3)
print(r, log)
log.clear()
r = not t(None) and t('ok')
print(r, log)
