def encode(s):
    if not s:
        return []
    out = []
    prev, count = s[0], 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out.append((prev, count))
            prev, count = ch, 1
    out.append((prev, count))
    return out
def to_str(pairs):
    return ''.join(f'{n}{c}' if n > 1 else c for c, n in pairs)
def decode(pairs):
    return ''.join(c * n for c, n in pairs)
for s in ['aaabccddddde', 'abc', '', 'zzzzzzzzzzzz', 'aabbaa']:
    enc = encode(s)
    print(repr(s), to_str(enc), decode(enc) == s)
