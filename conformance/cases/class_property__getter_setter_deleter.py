class Temp:
    def __init__(self, c):
        self._c = c
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, v):
        if v < -273.15:
            raise ValueError('below absolute zero')
        self._c = v
    @celsius.deleter
    def celsius(self):
        print('deleting')
        del self._c
t = Temp(20)
print(t.celsius)
t.celsius = 30
print(t.celsius)
try:
    t.celsius = -300
except ValueError as e:
    print(type(e).__name__, e)
del t.celsius
print(hasattr(t, '_c'))
