import warnings


def old_api(x):
    warnings.warn("old_api is deprecated", DeprecationWarning, stacklevel=2)
    return x * 2


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    old_api(1)
    warnings.warn("plain")
    warnings.warn("later", FutureWarning)
    warnings.filterwarnings("ignore", message="skip")
    warnings.warn("skip me")
for w in caught:
    print(w.category.__name__, str(w.message), w.lineno)
with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        old_api(2)
    except DeprecationWarning as exc:
        print("raised:", exc)
print(warnings.formatwarning("text", UserWarning, "file.py", 3, line="x = 1"), end="")
