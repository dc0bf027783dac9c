def chunks(it, size):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == size:
            yield buf
            buf = []
    if buf:
        yield buf
print(list(chunks(range(10), 3)))
print(list(chunks('abcdef', 2)))
print(list(chunks([], 4)))
