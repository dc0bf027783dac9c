def perms(s):
    if len(s) <= 1:
        return [s]
    out = []
    for i, c in enumerate(s):
        for p in perms(s[:i] + s[i + 1:]):
            out.append(c + p)
    return out
print(perms('abc'))
print(len(perms('abcde')))
print(perms(''))
