# A script stopping early with exit(); exit and quit are site's objects.
print(repr(exit), repr(quit), callable(exit))
try:
    quit(2)
except SystemExit as e:
    print("SystemExit", e.code)
try:
    exit("bye")
except SystemExit as e:
    print("SystemExit", repr(e.code))


def main(items):
    for item in items:
        if item < 0:
            print("negative, stopping")
            exit(1)
        print(item)


try:
    main([1, 2, -1, 3])
    print("not reached")
except SystemExit as e:
    print("stopped with", e.code, type(e).__mro__[1].__name__)
