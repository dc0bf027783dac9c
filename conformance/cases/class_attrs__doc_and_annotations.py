class Doc:
    """This is the docstring."""
    x: int = 5
    y: str
    def f(self):
        """method doc"""
print(Doc.__doc__)
print(Doc.f.__doc__)
print(Doc.__annotations__)
print(Doc.x, hasattr(Doc, 'y'))
class NoDoc:
    pass
print(NoDoc.__doc__)
