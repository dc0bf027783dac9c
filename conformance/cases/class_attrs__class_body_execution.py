log = []
class Thing:
    log.append('body start')
    x = 1
    y = x + 1
    z = [i * 2 for i in range(3)]
    log.append('body end')
    def m(self):
        return self.y
print(log)
print(Thing.x, Thing.y, Thing.z, Thing().m())
