data = list(range(11))
pos = 0
def read(n):
    global pos
    chunk = data[pos:pos + n]
    pos += n
    return chunk
while chunk := read(4):
    print('chunk', chunk, sum(chunk))
print('done at', pos)
matches = [m for s in ['ab12', 'cd', 'e3'] if (m := ''.join(c for c in s if c.isdigit()))]
print(matches)
