import sys


def work():
    try:
        print("in work")
        sys.exit(2)
    finally:
        print("cleanup")


try:
    work()
finally:
    print("outer cleanup")
