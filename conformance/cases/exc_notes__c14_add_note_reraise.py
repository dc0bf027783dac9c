def process(rows):
    for i, r in enumerate(rows):
        try:
            yield 100 // r
        except ZeroDivisionError as e:
            e.add_note(f"while processing row {i}")
            e.add_note(f"row value was {r!r}")
            raise
try:
    list(process([5, 0]))
except ZeroDivisionError as e:
    print(e, e.__notes__)
e = ValueError("x")
print(hasattr(e, "__notes__"))
try:
    e.add_note(3)
except TypeError as err:
    print(err)
list(process([1, 2, 0]))
