def caesar(s, k):
    out = []
    for ch in s:
        if ch.isalpha():
            base = ord('A') if ch.isupper() else ord('a')
            out.append(chr((ord(ch) - base + k) % 26 + base))
        else:
            out.append(ch)
    return ''.join(out)
def vigenere(s, key, sign=1):
    out, j = [], 0
    for ch in s:
        if ch.isalpha():
            shift = ord(key[j % len(key)].lower()) - ord('a')
            out.append(caesar(ch, sign * shift))
            j += 1
        else:
            out.append(ch)
    return ''.join(out)
msg = 'Attack at Dawn, 5 AM!'
enc = caesar(msg, 3)
print(enc, '|', caesar(enc, -3))
v = vigenere(msg, 'lemon')
print(v, '|', vigenere(v, 'lemon', -1))
print([caesar('xyz', k) for k in (1, 13, 26, -1)])
