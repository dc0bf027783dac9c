class Vault:
    def __init__(self):
        self.__secret = 42
v = Vault()
print(v._Vault__secret)
print(v.__secret)
