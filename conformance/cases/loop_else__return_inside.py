def search(seq, t):
    for i, v in enumerate(seq):
        if v == t:
            return i
    else:
        return -1
print(search('hello', 'l'), search('hello', 'z'))
def nested(m, t):
    for r, row in enumerate(m):
        for c, v in enumerate(row):
            if v == t:
                break
        else:
            continue
        return (r, c)
    return None
print(nested([[1, 2], [3, 4]], 4), nested([[1]], 9))
