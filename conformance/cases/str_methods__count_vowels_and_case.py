text = 'Programming in Python Is FUN'
vowels = sum(1 for c in text.lower() if c in 'aeiou')
print(vowels, len(text.split()), text.count('n'), text.lower().count('n'))
print([w for w in text.split() if w.istitle()], [w for w in text.split() if w.isupper()])
print(' '.join(w.capitalize() for w in text.split()))
print(''.join(c for c in text if c.isupper()))
print(text.lower().replace(' ', '_'), text[::-1].swapcase())
