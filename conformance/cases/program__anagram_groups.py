words = ['listen', 'silent', 'enlist', 'google', 'gooegl', 'cat', 'act', 'tac', 'dog', 'inlets']
groups = {}
for w in words:
    key = ''.join(sorted(w))
    groups.setdefault(key, []).append(w)
multi = {k: v for k, v in groups.items() if len(v) > 1}
for key in sorted(multi, key=lambda k: (-len(multi[k]), k)):
    print(f'{key}: {", ".join(sorted(multi[key]))}')
singles = [v[0] for v in groups.values() if len(v) == 1]
print('singles:', singles)
def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]
for s in ['A man, a plan, a canal: Panama', 'hello', '', 'No lemon, no melon']:
    print(repr(s), is_palindrome(s))
