from dataclasses import dataclass
@dataclass
class User:
    name: str
    age: int = 0
print(User("a"))
User("b", 1, "extra")
