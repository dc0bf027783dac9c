class Weird:
    def __new__(cls, flag):
        if flag:
            return 'not a Weird'
        return super().__new__(cls)
    def __init__(self, flag):
        print('init called')
        self.flag = flag
w1 = Weird(True)
print(w1, type(w1).__name__)
w2 = Weird(False)
print(type(w2).__name__, w2.flag)
