text = 'The quick brown fox jumps over the lazy dog and keeps running far away into the forest'
def wrap(text, width):
    lines, cur = [], []
    for w in text.split():
        if cur and len(' '.join(cur + [w])) > width:
            lines.append(cur)
            cur = []
        cur.append(w)
    if cur:
        lines.append(cur)
    return lines
def justify(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    out = ''
    for i, w in enumerate(words[:-1]):
        out += w + ' ' * (spaces // gaps + (1 if i < spaces % gaps else 0))
    return out + words[-1]
for line in wrap(text, 20):
    print('|' + justify(line, 20) + '|')
print()
for line in wrap(text, 30):
    print('|' + ' '.join(line).center(30) + '|')
