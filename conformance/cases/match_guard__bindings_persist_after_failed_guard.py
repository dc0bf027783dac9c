match (5, 6):
    case (a, b) if a > b:
        print('first')
    case _:
        print('fallback', a, b)
