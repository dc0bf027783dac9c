print(1 == '1', '1' == 1, [] == (), None == 0, None == False)
print([] == [], () == (), '' == b'', 0 == 0.0 == -0.0)
print(1 != '1', [1, 2] != [1, 2])
print(range(3) == range(0, 3), range(0) == range(5, 5), list(range(3)) == [0, 1, 2])
