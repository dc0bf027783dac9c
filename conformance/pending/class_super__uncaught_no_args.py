def helper():
    return super()
print('before')
helper()
