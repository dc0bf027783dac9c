class Robot:
    pass
r1 = Robot()
Robot.speed = 10
def move(self, d):
    return f'moved {d * self.speed}'
Robot.move = move
print(r1.speed, r1.move(3))
r1.speed = 2
print(r1.move(3), Robot().move(3))
del Robot.speed
try:
    Robot().speed
except AttributeError as e:
    print(type(e).__name__, e)
