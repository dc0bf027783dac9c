class Config:
    debug = False
    level = 3
    def method(self):
        pass
names = sorted(k for k in vars(Config) if not k.startswith('__'))
print(names)
print(Config.__dict__['level'], getattr(Config, 'debug'))
c = Config()
print(vars(c))
c.level = 5
print(vars(c), Config.level)
