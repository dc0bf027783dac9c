for i in range(3):
    if i == 1:
        continue
    print('i', i)
else:
    print('else reached')
count = 0
while count < 5:
    count += 1
    if count % 2:
        continue
    print('even', count)
else:
    print('while else', count)
