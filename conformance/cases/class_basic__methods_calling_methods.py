class Stack:
    def __init__(self):
        self._data = []
    def push(self, x):
        self._data.append(x)
        return self
    def pop(self):
        if self.is_empty():
            raise IndexError('pop from empty stack')
        return self._data.pop()
    def is_empty(self):
        return not self._data
    def size(self):
        return len(self._data)
s = Stack().push(1).push(2).push(3)
print(s.size(), s.pop(), s.pop(), s.size())
s.pop()
try:
    s.pop()
except IndexError as e:
    print(type(e).__name__, e)
print(s.is_empty())
