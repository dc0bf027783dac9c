class Counter:
    instances = 0
    def __init__(self):
        type(self).instances += 1
class Sub(Counter):
    pass
Counter(); Counter(); Sub()
print(Counter.instances, Sub.instances, 'instances' in vars(Sub))
