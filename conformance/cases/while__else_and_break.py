def find(lst, target):
    i = 0
    while i < len(lst):
        if lst[i] == target:
            print('found at', i)
            break
        i += 1
    else:
        print('not found')
    return i
print(find([4, 5, 6], 5))
print(find([4, 5, 6], 7))
k = 0
while k < 3:
    k += 1
else:
    print('else ran', k)
