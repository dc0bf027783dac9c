from dataclasses import dataclass
@dataclass
class User:
    name: str
    age: int
    email: str = ''
print(User('a', 1))
User('bob')
