class Base:
    def hello(self):
        return 'base hello'
def helper():
    return super().hello()
print(Base().hello())
print('before')
helper()
