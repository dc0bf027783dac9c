total = 0
class Acc:
    def add(self, n):
        global total
        total += n
        return self
Acc().add(5).add(7)
print(total)
def make_global():
    global created_later
    created_later = 'hello'
make_global()
print(created_later)
