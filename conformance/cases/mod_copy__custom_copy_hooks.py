import copy
class Tracked:
    def __init__(self, data):
        self.data = data
    def __copy__(self):
        print('custom __copy__')
        return Tracked(self.data)
    def __deepcopy__(self, memo):
        print('custom __deepcopy__')
        return Tracked(copy.deepcopy(self.data, memo))
t = Tracked([1, [2]])
a = copy.copy(t)
b = copy.deepcopy(t)
print(a.data is t.data, b.data == t.data, b.data is t.data)
cyc = [1]
cyc.append(cyc)
d = copy.deepcopy(cyc)
print(d[1] is d, d[0])
