import sys
print(isinstance(sys.platform, str), sys.platform.startswith(("linux", "darwin", "win")))
print(type(sys.argv).__name__, type(sys.argv[0]).__name__, sys.version_info >= (3, 8))
print(sys.version_info.major, sys.version_info[:2] == (sys.version_info.major, sys.version_info.minor))
is_windows = sys.platform == "win32"
print("separator:", "\\" if is_windows else "/")

def fetch(url, retries=3, timeout=2.5, *, verbose=False, headers=None):
    "Fetch one URL."
    return url
print(fetch.__name__, fetch.__doc__, fetch.__defaults__, fetch.__kwdefaults__)
print((lambda: 0).__defaults__, (lambda x: x).__kwdefaults__)
def kw_only(*, flag=True):
    return flag
kw_only.__kwdefaults__["flag"] = False
print(kw_only())
# a program run by exec of a string has no __file__, as here
try:
    print(__file__)
except NameError as e:
    print("NameError", e)
print(__name__)
import json
print(type(json.__doc__).__name__, json.__name__)
