def safe_div(pairs):
    out = []
    for a, b in pairs:
        try:
            out.append(a / b)
        except ZeroDivisionError:
            out.append(None)
        except TypeError as e:
            out.append(str(e))
    return out
print(safe_div([(1, 2), (3, 0), ('a', 1), (4, 4)]))
