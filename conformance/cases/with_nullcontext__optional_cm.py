from contextlib import nullcontext
class Lock:
    def __enter__(self):
        print('locked')
        return 'lock'
    def __exit__(self, *a):
        print('unlocked')
def work(use_lock):
    cm = Lock() if use_lock else nullcontext('no-lock')
    with cm as v:
        print('working with', v)
work(True)
work(False)
with nullcontext() as n:
    print(n)
