from enum import Enum
class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'
try:
    Status('deleted')
except ValueError as e:
    print(type(e).__name__, e)
try:
    Status['DELETED']
except KeyError as e:
    print(type(e).__name__, e)
try:
    Status.ACTIVE = 'x'
except AttributeError as e:
    print(type(e).__name__, e)
print(Status('active').name)
