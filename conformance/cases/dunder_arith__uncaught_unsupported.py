class Meter:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        if not isinstance(o, Meter):
            return NotImplemented
        return Meter(self.v + o.v)
print((Meter(1) + Meter(2)).v)
Meter(1) + 2
