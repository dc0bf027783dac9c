class Basket:
    def __init__(self, *items):
        self.items = list(items)
    def __len__(self):
        return len(self.items)
baskets = [Basket(1, 2), Basket(), Basket(3)]
print([len(b) for b in baskets], [bool(b) for b in baskets])
print(sum(1 for b in baskets if b), any(baskets), all(baskets))
print(len(max(baskets, key=len)), sorted(map(len, baskets)))
