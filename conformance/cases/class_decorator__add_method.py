def add_greeting(cls):
    def greet(self):
        return f'Hello from {type(self).__name__}'
    cls.greet = greet
    return cls
@add_greeting
class A:
    pass
@add_greeting
class B(A):
    pass
print(A().greet(), B().greet())
