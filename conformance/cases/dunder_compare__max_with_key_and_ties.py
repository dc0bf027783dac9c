class Player:
    def __init__(self, name, score):
        self.name, self.score = name, score
    def __lt__(self, other):
        return self.score < other.score
    def __repr__(self):
        return self.name
ps = [Player('a', 5), Player('b', 9), Player('c', 9), Player('d', 1)]
print(max(ps), min(ps), sorted(ps))
print(max(ps, key=lambda p: p.name), sorted(ps, key=lambda p: (-p.score, p.name)))
