class Upper(str):
    def __new__(cls, value):
        return super().__new__(cls, value.upper())
class Positive(int):
    def __new__(cls, v):
        if v < 0:
            raise ValueError(f'negative: {v}')
        return super().__new__(cls, v)
print(Upper('hello'), type(Upper('x')).__name__)
print(Positive(5) + 1)
try:
    Positive(-3)
except ValueError as e:
    print(type(e).__name__, e)
