try:
    raise ExceptionGroup("batch", [ValueError("a"), TypeError("b")])
except* TypeError:
    print("handled type error")
