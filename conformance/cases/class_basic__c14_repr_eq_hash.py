class Card:
    RANKS = "23456789TJQKA"
    def __init__(self, rank, suit):
        self.rank, self.suit = rank, suit
    def __repr__(self):
        return f"Card({self.rank!r}, {self.suit!r})"
    def __str__(self):
        return self.rank + self.suit
    def __eq__(self, other):
        if not isinstance(other, Card):
            return NotImplemented
        return (self.rank, self.suit) == (other.rank, other.suit)
    def __hash__(self):
        return hash((self.rank, self.suit))
    def __lt__(self, other):
        return self.RANKS.index(self.rank) < self.RANKS.index(other.rank)
hand = [Card("K", "h"), Card("2", "s"), Card("T", "d"), Card("K", "h")]
print(hand[0] == hand[3], hand[0] is hand[3], len(set(hand)), sorted(set(hand)), str(max(hand)))
print([str(c) for c in sorted(hand)], Card("A", "s") == "As", Card("A", "s") != Card("A", "h"))
print(hand.count(Card("K", "h")), hand.index(Card("T", "d")), Card("2", "s") in hand)
try:
    Card("2", "s") < 3
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
class NoHash:
    def __eq__(self, o):
        return True
print(NoHash() == 1, NoHash.__hash__)
{NoHash()}
