class Deck:
    def __init__(self): self.cards = [1, 2, 3]
    def __len__(self): return len(self.cards)
    def __getitem__(self, i): return self.cards[i]
class Custom:
    def __reversed__(self): return iter('zyx')
print(list(reversed(Deck())), list(reversed(Custom())))
try:
    reversed(object())
except TypeError as e:
    print(type(e).__name__, e)
