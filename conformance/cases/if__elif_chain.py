def classify(n):
    if n < 0:
        return 'negative'
    elif n == 0:
        return 'zero'
    elif n < 10:
        return 'small'
    elif n < 100:
        return 'medium'
    else:
        return 'large'
for n in [-5, 0, 3, 42, 1000]:
    print(n, classify(n))
