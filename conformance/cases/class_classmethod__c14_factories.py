from datetime import date
class Person:
    def __init__(self, name, born):
        self.name, self.born = name, born
    @classmethod
    def from_string(cls, s):
        name, year = s.split(",")
        return cls(name.strip(), int(year))
    @classmethod
    def from_age(cls, name, age, today=date(2024, 6, 1)):
        return cls(name, today.year - age)
    @staticmethod
    def valid_year(y):
        return 1900 <= y <= 2024
    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {self.born})"
class Employee(Person):
    pass
print(Person.from_string("Ann, 1990"), Employee.from_string("Bob,1985"), Employee.from_age("Cy", 30))
print(Person.valid_year(1899), Employee.valid_year(2000), Person("a", 1).valid_year(1950))
Person.from_string("broken")
