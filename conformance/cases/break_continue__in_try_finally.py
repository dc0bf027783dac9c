for i in range(3):
    try:
        if i == 1:
            continue
        print('body', i)
    finally:
        print('finally', i)
for i in range(5):
    try:
        if i == 2:
            break
    finally:
        print('cleanup', i)
print('end', i)
