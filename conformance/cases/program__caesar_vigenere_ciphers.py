import string

def caesar(text, shift):
    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    table = str.maketrans(lower + upper, lower[shift:] + lower[:shift] + upper[shift:] + upper[:shift])
    return text.translate(table)

def vigenere(text, key, decrypt=False):
    out, k = [], 0
    for ch in text:
        if ch.isalpha():
            base = ord("A") if ch.isupper() else ord("a")
            shift = ord(key[k % len(key)].lower()) - ord("a")
            if decrypt:
                shift = -shift
            out.append(chr((ord(ch) - base + shift) % 26 + base))
            k += 1
        else:
            out.append(ch)
    return "".join(out)

msg = "Attack at Dawn, 5 AM!"
enc = caesar(msg, 3)
print(enc, caesar(enc, 23) == msg)
v = vigenere(msg, "lemon")
print(v, vigenere(v, "lemon", decrypt=True))
from collections import Counter
freq = Counter(c for c in enc.lower() if c.isalpha()).most_common(3)
print(freq)
for shift in range(1, 4):
    print(shift, caesar("xyz XYZ", shift))
