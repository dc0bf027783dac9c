class Person:
    def __init__(self, age):
        self.age = age
    @property
    def age(self):
        return self._age
    @age.setter
    def age(self, value):
        if not isinstance(value, int):
            raise TypeError(f'age must be int, not {type(value).__name__}')
        self._age = value
p = Person(30)
print(p.age)
p.age = 31
print(p.age)
p.age = '32'
