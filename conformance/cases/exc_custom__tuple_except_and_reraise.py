class A(Exception): pass
class B(Exception): pass
def run(e):
    try:
        try:
            raise e
        except (A, B) as err:
            print('caught', type(err).__name__)
            raise
    except Exception as outer:
        print('outer', type(outer).__name__, outer is e)
run(A('x'))
run(B('y'))
try:
    run(KeyError('z'))
except KeyError as k:
    print('not caught by tuple', k)
