class Widget:
    def __init__(self, n):
        self.n = n
        return self
print('creating')
Widget(1)
