class Countdown:
    def __init__(self, start):
        self.current = start
    def __iter__(self):
        return self
    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1
print(list(Countdown(4)))
print(sum(Countdown(10)))
for i, v in enumerate(Countdown(3)):
    print(i, v)
print(list(zip(Countdown(3), 'abc')))
c = Countdown(2)
print(next(c), next(c), next(c, 'done'))
