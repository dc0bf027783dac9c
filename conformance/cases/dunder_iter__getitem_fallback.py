class Seq:
    def __getitem__(self, i):
        if i >= 3:
            raise IndexError(i)
        return i * 10
print(list(Seq()))
print(20 in Seq(), 25 in Seq())
for x in Seq():
    print(x)
print(list(reversed([*Seq()])))
