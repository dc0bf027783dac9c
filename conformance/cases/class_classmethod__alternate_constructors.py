class Date:
    def __init__(self, y, m, d):
        self.y, self.m, self.d = y, m, d
    @classmethod
    def from_string(cls, s):
        y, m, d = map(int, s.split('-'))
        return cls(y, m, d)
    @classmethod
    def epoch(cls):
        return cls(1970, 1, 1)
    def __repr__(self):
        return f'{type(self).__name__}({self.y}, {self.m}, {self.d})'
class MyDate(Date):
    pass
print(Date.from_string('2024-03-15'))
print(MyDate.from_string('2000-01-02'))
print(MyDate.epoch(), Date.epoch())
print(Date(1, 2, 3).from_string('9-8-7'))
