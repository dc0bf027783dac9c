rooms = {
    "hall": {"desc": "A long hall.", "exits": {"north": "library", "east": "kitchen"}, "items": ["lamp"]},
    "library": {"desc": "Dusty books.", "exits": {"south": "hall"}, "items": ["book", "key"]},
    "kitchen": {"desc": "Smells of bread.", "exits": {"west": "hall"}, "items": []},
}

class Game:
    def __init__(self):
        self.room = "hall"
        self.inventory = []
        self.moves = 0

    def do(self, line):
        self.moves += 1
        verb, _, noun = line.partition(" ")
        handler = getattr(self, f"cmd_{verb}", None)
        if handler is None:
            return f"I don't know how to {verb!r}."
        return handler(noun)

    def cmd_look(self, _):
        r = rooms[self.room]
        items = ", ".join(r["items"]) or "nothing"
        return f"{r['desc']} You see {items}. Exits: {', '.join(sorted(r['exits']))}."

    def cmd_go(self, direction):
        nxt = rooms[self.room]["exits"].get(direction)
        if nxt is None:
            return "You can't go that way."
        self.room = nxt
        return self.cmd_look("")

    def cmd_take(self, item):
        items = rooms[self.room]["items"]
        if item not in items:
            return f"No {item} here."
        items.remove(item)
        self.inventory.append(item)
        return f"Taken: {item}."

    def cmd_inventory(self, _):
        return "You carry: " + (", ".join(sorted(self.inventory)) or "nothing")

g = Game()
for cmd in ["look", "take lamp", "go west", "go north", "take key", "take sword", "dance",
            "go south", "go east", "inventory"]:
    print(f"> {cmd}\n{g.do(cmd)}")
print(g.moves, g.room)
