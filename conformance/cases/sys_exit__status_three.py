import sys


def main():
    print("checking")
    problems = ["missing field"]
    for p in problems:
        print("problem:", p, file=sys.stderr)
    return 3 if problems else 0


sys.exit(main())
