s = 'the cat sat on the mat'
print(s.find('at'), s.rfind('at'), s.find('dog'), s.find('at', 6), s.find('at', 6, 8))
print(s.index('sat'), s.count('at'), s.count('the'), s.count(''))
print(s.startswith('the'), s.endswith('mat'), s.startswith(('a', 't')), s.endswith('the', 0, 3))
print(s.replace('at', 'og'), s.replace('at', 'og', 1), 'aaa'.replace('a', 'b', 2))
print('abc'.replace('', '-'))
try:
    s.index('dog')
except ValueError as e:
    print(type(e).__name__, e)
