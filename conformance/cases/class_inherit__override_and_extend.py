class Animal:
    sound = '...'
    def __init__(self, name):
        self.name = name
    def speak(self):
        return f'{self.name} says {self.sound}'
    def kind(self):
        return 'animal'
class Dog(Animal):
    sound = 'woof'
    def kind(self):
        return 'dog (' + Animal.kind(self) + ')'
class Puppy(Dog):
    def speak(self):
        return Dog.speak(self).upper()
for a in [Animal('x'), Dog('rex'), Puppy('bit')]:
    print(a.speak(), '|', a.kind())
