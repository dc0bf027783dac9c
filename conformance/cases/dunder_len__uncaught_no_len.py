class Bucket:
    def __init__(self):
        self.items = [1, 2]
b = Bucket()
print(len(b.items))
print(len(b))
