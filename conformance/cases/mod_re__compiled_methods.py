import re
word = re.compile(r'\b[A-Z]\w*')
print(word.findall('Alice met Bob and carol in Paris'))
print(word.sub('X', 'Alice met Bob'), word.pattern)
print(word.search('no caps here'), word.match('Zed zz').group())
print(re.compile(r'x', re.I).flags & re.I == re.I)
lookahead = re.compile(r'\d+(?=px)')
print(lookahead.findall('10px 20em 30px'))
print(re.findall(r'(?<=\$)\d+', 'cost $40 or $5'))
