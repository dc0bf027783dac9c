class Base:
    def __init__(self):
        self.log = ['Base']
class Child(Base):
    def __init__(self):
        self.log = ['Child-before']
        Base.__init__(self)
        self.log.append('Child-after')
class NoInit(Base):
    pass
print(Child().log, NoInit().log)
class Forgot(Base):
    def __init__(self):
        self.other = 1
f = Forgot()
print(hasattr(f, 'log'), f.other)
