class Real:
    def __enter__(self): return 'real'
    def __exit__(self, *a): return False
with Real() as r:
    print('start', r)
with 42:
    print('never')
