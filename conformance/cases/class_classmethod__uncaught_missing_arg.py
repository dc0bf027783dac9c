class Temperature:
    def __init__(self, c):
        self.c = c
    @classmethod
    def from_f(cls, f):
        return cls((f - 32) * 5 / 9)
print(round(Temperature.from_f(212).c, 1))
Temperature.from_f()
