from collections import Counter
text = 'the cat and the hat and the bat sat on the mat'
words = Counter(text.split())
for w, n in words.most_common(4):
    print(f'{w:>4} {n}')
print(words.total(), words['missing'])
words.subtract({'the': 5})
print(words['the'], +words == Counter({k: v for k, v in words.items() if v > 0}))
