from datetime import date

class Person:
    count = 0

    def __init__(self, name, born):
        self.name = name
        self.born = born
        type(self).count += 1

    @classmethod
    def from_string(cls, text):
        name, year = text.split(",")
        return cls(name.strip(), int(year))

    @classmethod
    def from_dict(cls, d):
        return cls(**d)

    @staticmethod
    def is_valid_year(year):
        return 1900 <= year <= 2024

    def age_in(self, year):
        return year - self.born

    def __repr__(self):
        return f"{type(self).__name__}({self.name!r}, {self.born})"

class Employee(Person):
    count = 0

people = [Person.from_string("Ada, 1815"), Employee.from_string("Bob,1990"),
          Employee.from_dict({"name": "Cy", "born": 2001})]
print(people, Person.count, Employee.count)
print([p.age_in(2024) for p in people], Person.is_valid_year(1815), people[0].is_valid_year(2000))
print(type(Person.__dict__["from_string"]).__name__, Person.from_string.__self__ is Person)
m = Employee.from_string
print(m("Dee, 1980"), Employee.count)
try:
    Person.from_string("no comma")
except ValueError as e:
    print(e)
