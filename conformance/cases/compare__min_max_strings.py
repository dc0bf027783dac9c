words = ['pear', 'Apple', 'banana', 'apple', 'Zoo']
print(min(words), max(words))
print(sorted(words))
print(sorted(words, key=str.lower))
print('apple' < 'apple pie', 'a' * 3 < 'a' * 4)
print(ord('A') < ord('a'), 'é' > 'z')
