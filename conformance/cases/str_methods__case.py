s = 'hello World pyTHON'
print(s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase())
print(s.casefold(), 'ß'.upper(), 'ǅ'.lower())
print('abc'.isupper(), 'ABC'.isupper(), 'Abc Def'.istitle(), 'abc'.islower())
print("they're bill's".title())
print('123abc'.capitalize(), ''.upper())
