words = ['alpha', 'beta', 'gamma', 'delta']
print(max(len(w) for w in words))
print(''.join(w[0] for w in words))
print(sorted((w[::-1] for w in words), key=len))
print(dict((w, len(w)) for w in words if 'a' in w[1:]))
print(list(map(str.upper, (w for w in words if len(w) == 5))))
print(sum(len(w) for w in words) / len(words))
