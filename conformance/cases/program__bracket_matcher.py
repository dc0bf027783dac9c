def check(s):
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for i, ch in enumerate(s):
        if ch in '([{':
            stack.append((ch, i))
        elif ch in pairs:
            if not stack:
                return f'unexpected {ch} at {i}'
            top, pos = stack.pop()
            if top != pairs[ch]:
                return f'mismatch {top}@{pos} vs {ch}@{i}'
    if stack:
        return 'unclosed ' + ', '.join(f'{c}@{p}' for c, p in stack)
    return 'ok'
for s in ['(a[b]{c})', '((]', 'x)', '{[(', '', 'f(x[1], {2: 3})']:
    print(f'{s!r:20} -> {check(s)}')
