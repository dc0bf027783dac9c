class Base:
    def start(self):
        return 'base start'
class Child(Base):
    def start(self):
        return 'child + ' + super().start()
    def stop(self):
        return super().stop()
c = Child()
print(c.start())
print(c.stop())
