class K:
    def go(self):
        return 'method'
k = K()
print(k.go())
k.go = lambda: 'instance attr'
print(k.go(), K().go())
del k.go
print(k.go())
