class Tx:
    def __enter__(self):
        print('begin')
        return self
    def __exit__(self, et, ev, tb):
        print('rollback' if et else 'commit')
        return False
with Tx():
    print('step 1')
with Tx():
    print('step 2')
    raise ValueError('constraint violated')
