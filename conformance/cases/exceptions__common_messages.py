def show(fn):
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ':', e)
show(lambda: undefined_var)
show(lambda: 1 + 'a')
show(lambda: 'a' * 'b')
show(lambda: [1, 2][5])
show(lambda: 'abc'[10])
show(lambda: {'a': 1}['b'])
show(lambda: (1).foo)
show(lambda: int('x'))
show(lambda: 1 / 0)
show(lambda: 5 % 0)
nothing = None
show(lambda: nothing[0])
show(lambda: len(5))
show(lambda: [].pop())
show(lambda: 'x'.index('y'))
show(lambda: float('z'))
