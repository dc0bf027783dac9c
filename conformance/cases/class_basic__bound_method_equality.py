class K:
    def f(self):
        return 1
k = K()
print(k.f == k.f, k.f is k.f)
print(K.f is K.f)
k2 = K()
print(k.f == k2.f)
print(callable(k.f), callable(k), callable(K))
