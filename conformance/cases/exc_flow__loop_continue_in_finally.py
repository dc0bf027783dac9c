out = []
for i in range(4):
    try:
        if i == 1:
            continue
        if i == 3:
            break
        out.append(i)
    finally:
        out.append(f'f{i}')
print(out)
