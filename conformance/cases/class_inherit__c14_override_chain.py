class Animal:
    sound = "..."
    count = 0
    def __init__(self, name):
        self.name = name
        type(self).count += 1
    def speak(self):
        return f"{self.name} says {self.sound}"
    def __str__(self):
        return f"{type(self).__name__}:{self.name}"
class Dog(Animal):
    sound = "woof"
class Puppy(Dog):
    def speak(self):
        return super().speak().upper() + "!"
class Cat(Animal):
    sound = "meow"
    def __init__(self, name, indoor=True):
        super().__init__(name)
        self.indoor = indoor
zoo = [Dog("rex"), Puppy("bit"), Cat("tom"), Cat("kit", False), Animal("x")]
for a in zoo:
    print(str(a), "|", a.speak())
print(Animal.count, Dog.count, Puppy.count, Cat.count)
print(isinstance(zoo[1], Dog), issubclass(Puppy, Animal), type(zoo[1]) is Dog, Puppy.__bases__[0].__name__)
print(Puppy.sound, vars(zoo[3]), hasattr(zoo[0], "indoor"))
Cat()
