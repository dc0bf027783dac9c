class Cfg:
    pass
c = Cfg()
for k, v in [('host', 'localhost'), ('port', 8080), ('debug', True)]:
    setattr(c, k, v)
print(c.__dict__)
c.__dict__['extra'] = 'x'
print(c.extra)
Cfg.shared = 'S'
print(c.shared, 'shared' in c.__dict__)
print(sorted(k for k in vars(c)))
