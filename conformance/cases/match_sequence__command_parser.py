def execute(command):
    match command.split():
        case []:
            return "empty"
        case ["quit" | "exit"]:
            return "bye"
        case ["go", ("north" | "south" | "east" | "west") as direction]:
            return f"going {direction}"
        case ["go", *_]:
            return "unknown direction"
        case ["take", item, *rest] if not rest:
            return f"took {item}"
        case ["take", first, *others]:
            return f"took {first} and {len(others)} more: {others}"
        case ["say", *words]:
            return " ".join(words).upper()
        case [verb, *_] if verb.isdigit():
            return "numbers are not verbs"
        case [verb, *args]:
            return f"unknown {verb} with {len(args)} args"

for cmd in ["", "quit", "go north", "go up", "take lamp", "take a b c", "say hi there",
            "42 x", "dance wildly now"]:
    print(repr(cmd), "->", execute(cmd))

def head_tail(seq):
    match seq:
        case (first, second, *middle, last):
            return first, second, middle, last
        case (only,):
            return only
        case _:
            return None
print(head_tail((1, 2, 3, 4, 5)), head_tail([9]), head_tail("ab"), head_tail(range(3)))
