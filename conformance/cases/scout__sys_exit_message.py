import sys
def main(argv):
    if len(argv) < 2:
        print("usage: tool FILE", file=sys.stderr)
        sys.exit("error: missing FILE argument")
    return 0
print("checking args")
main([])
