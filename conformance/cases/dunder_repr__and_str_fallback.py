class OnlyRepr:
    def __repr__(self):
        return 'OnlyRepr()'
class OnlyStr:
    def __str__(self):
        return 'i am str'
    def __repr__(self):
        return 'OS'
class Both:
    def __repr__(self): return 'Both-repr'
    def __str__(self): return 'Both-str'
print(OnlyRepr(), str(OnlyRepr()), repr(OnlyRepr()))
print(OnlyStr(), repr(OnlyStr()))
print(Both(), [Both()], (Both(),), {'k': Both()})
print(f'{Both()} {Both()!r} {Both()!s}')
