def process(items):
    for i, item in enumerate(items):
        try:
            yield 10 // item
        except ZeroDivisionError as e:
            e.add_note(f'item index {i}')
            raise
try:
    print(list(process([1, 2, 0, 5])))
except ZeroDivisionError as e:
    print(type(e).__name__, e, e.__notes__)
