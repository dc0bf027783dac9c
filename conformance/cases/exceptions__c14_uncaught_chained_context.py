try:
    {}["a"]
except KeyError:
    print("handling")
    raise ValueError("replacement")
