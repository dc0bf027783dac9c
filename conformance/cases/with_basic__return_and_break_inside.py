class CM:
    def __enter__(self):
        print('enter')
    def __exit__(self, *a):
        print('exit')
def f():
    with CM():
        return 'returned'
print(f())
for i in range(3):
    with CM():
        if i == 1:
            print('breaking')
            break
        print('iter', i)
