def run(cmd):
    match cmd.split():
        case []:
            return "empty"
        case ["go", ("north" | "south" | "east" | "west") as d]:
            return f"going {d}"
        case ["go", other]:
            return f"can't go {other}"
        case ["take", *things] if things:
            return "taking " + ", ".join(things)
        case ["drop", thing, "in", place]:
            return f"dropping {thing} into {place}"
        case [verb, *_] if len(verb) > 8:
            return "verb too long"
        case [single]:
            return f"just {single}"
        case _:
            return "what?"
for c in ["", "go north", "go up", "take", "take key lamp", "drop coin in well", "extraordinary x", "look", "a b c"]:
    print(repr(c), "->", run(c))
