# shlex errors as in CPython
import shlex

for bad in ['unterminated "quote', "it's", "escape at end\\"]:
    try:
        shlex.split(bad)
    except ValueError as e:
        print(repr(bad), "ValueError:", e)
shlex.split("a 'b")
