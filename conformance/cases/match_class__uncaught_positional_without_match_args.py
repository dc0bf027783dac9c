class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y
match Point(1, 2):
    case Point(x=1, y=y):
        print('keyword ok', y)
match Point(1, 2):
    case Point(1, y):
        print('never')
