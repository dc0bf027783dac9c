# A program without a docstring still has __doc__, as None (f-strings are no docstrings)
f"not {'a'} docstring"
print(__doc__)
print(__name__)
