for word in ['alpha', 'beta', 'gamma']:
    if 'x' in word:
        break
    for ch in word:
        if ch == 'a':
            continue
        if ch == 'm':
            break
    else:
        print('inner completed', word)
else:
    print('outer completed')
