data = [3, 1, 4, 1, 5, 0, 9]
i = 0
while (v := data[i]) != 0:
    print('got', v)
    i += 1
print('stopped at', i, v)
s = 'hello world foo'
while (pos := s.find(' ')) >= 0:
    print(s[:pos])
    s = s[pos + 1:]
print(s)
